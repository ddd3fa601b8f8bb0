import { enumName, ApplicationKeyType, keyTypeInfo, type ApplicationKey } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { ListSpec } from '../../engine/lists/paging';
import { notFound } from '../../engine/calls/errors';
import { iso } from '../../engine/sql/query-helpers';
import { isoOrNull } from '../../engine/lists/list-query';

/** How keys are read (never their secrets). */

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

/** A replaced key reads Replaced (its end was chosen by the rotation); otherwise Expired once its date passed. */
const STATE_SQL = `CASE WHEN k.superseded_date IS NOT NULL THEN 'Replaced'
  WHEN k.expiration_date IS NOT NULL AND k.expiration_date <= now() THEN 'Expired' ELSE 'Active' END`;

export const KEY_SELECT = `k.application_key_id, k.application_id, a.title AS application_title, a.name AS application_name,
  a.application_type, k.title, k.key_type, k.created_date, k.updated_date, k.expiration_date, k.superseded_date,
  k.rotated_from_key_id, k.settings, k.secret_hint, (k.secret_hash IS NOT NULL OR k.sealed_secret IS NOT NULL) AS has_secret,
  ${STATE_SQL} AS state`;
export const KEY_FROM = 'application_keys k JOIN applications a ON a.application_id = k.application_id';

export const keyListSpec: ListSpec = {
  columns: {
    Title: { sql: 'k.title', type: 'text' },
    KeyType: { sql: 'k.key_type', type: 'number' },
    CreatedDate: { sql: 'k.created_date', type: 'date' },
    ExpirationDate: { sql: 'k.expiration_date', type: 'date' },
    State: { sql: STATE_SQL, type: 'text' },
  },
  // Keys in use first (replaced ones after), newest first.
  defaultOrder: '(k.superseded_date IS NOT NULL), k.created_date DESC, k.application_key_id',
  tieBreaker: 'k.application_key_id',
};

/** The §4 name of a key type with its readable title ('OAuth 2.0 client'). */
export const keyTypeText = (type: number) =>
  keyTypeInfo(type)?.title ?? String(enumName(ApplicationKeyType, type) ?? type);

export function toKey(r: KeyRow): ApplicationKey {
  const info = keyTypeInfo(r.key_type);
  const settings = typeof r.settings === 'string' ? (JSON.parse(r.settings) as Record<string, unknown>) : r.settings;
  return {
    ApplicationKeyId: r.application_key_id,
    ApplicationId: r.application_id,
    ApplicationTitle: r.application_title,
    Title: r.title,
    KeyType: r.key_type,
    KeyTypeText: keyTypeText(r.key_type),
    State: r.state,
    CreatedDate: iso(r.created_date),
    UpdatedDate: isoOrNull(r.updated_date),
    ExpirationDate: isoOrNull(r.expiration_date),
    SupersededDate: isoOrNull(r.superseded_date),
    RotatedFromKeyId: r.rotated_from_key_id,
    Settings: settings ?? {},
    SecretHint: r.secret_hint,
    HasMaterial: info?.isRotatable ? r.has_secret : true,
  };
}

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
