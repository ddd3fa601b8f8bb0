import {
  applicationKeyResource,
  enumName,
  ApplicationKeyType,
  KEY_STATE_SQL,
  keyTypeInfo,
  type ApplicationKey,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { notFound } from '../../engine/calls/errors';
import { loadRecord } from '../../engine/resources/records';

/** How keys are read for writes (their stored settings and type; never their secrets). */
export interface KeyRow {
  application_key_id: string;
  application_id: string;
  application_title: string;
  application_name: string;
  application_type: number;
  title: string | null;
  key_type: number;
  created_date: Date;
  updated_date: Date | null;
  expiration_date: Date | null;
  superseded_date: Date | null;
  rotated_from_key_id: string | null;
  settings: Record<string, unknown> | string;
  secret_hint: string | null;
  has_secret: boolean;
  state: ApplicationKey['State'];
}

export const KEY_SELECT = `k.application_key_id, k.application_id, a.title AS application_title, a.name AS application_name,
  a.application_type, k.title, k.key_type, k.created_date, k.updated_date, k.expiration_date, k.superseded_date,
  k.rotated_from_key_id, k.settings, k.secret_hint, (k.secret_hash IS NOT NULL OR k.sealed_secret IS NOT NULL) AS has_secret,
  ${KEY_STATE_SQL} AS state`;
export const KEY_FROM = 'application_keys k JOIN applications a ON a.application_id = k.application_id';

/** The §4 name of a key type with its readable title ('OAuth 2.0 client'). */
export const keyTypeText = (type: number) =>
  keyTypeInfo(type)?.title ?? String(enumName(ApplicationKeyType, type) ?? type);

/** A key as the API reads it (the definition's record; never its secrets). */
export const readKey = (db: Queryable, id: string): Promise<ApplicationKey> =>
  loadRecord(db, applicationKeyResource, id);

/** One key's row (404 naming it when there is none). */
export async function loadKeyRow(db: Queryable, id: string, forUpdate = false): Promise<KeyRow> {
  const [row] = await db.query<KeyRow>(
    `SELECT ${KEY_SELECT} FROM ${KEY_FROM} WHERE k.application_key_id = $1${forUpdate ? ' FOR UPDATE OF k' : ''}`,
    [id],
  );
  if (!row) throw notFound('The application key');
  return row;
}

/** The application a key or user belongs to (404 when there is none). */
export async function loadApplicationRow(db: Queryable, id: string) {
  const [row] = await db.query<{
    application_id: string;
    name: string;
    title: string;
    application_type: number;
    defined_by: number;
  }>('SELECT application_id, name, title, application_type, defined_by FROM applications WHERE application_id = $1', [
    id,
  ]);
  if (!row) throw notFound('The application');
  return row;
}
