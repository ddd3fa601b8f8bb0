import { finished } from 'node:stream/promises';
import {
  applicationKeyResource,
  ApplicationKeyType,
  checkKeySettings,
  type PagedData,
  type RecordOf,
  keyTypeInfo,
  parseMoment,
  type contract,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest, conflict, notFound } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { narrowedList } from '../../engine/resources/behaviour';
import { expressionOf } from '../../engine/resources/store-sql';
import { DEFAULT_CERTIFICATE_YEARS, generateKeyMaterial } from './key-material';
import { keyTypeText, loadApplicationRow, loadKeyRow, readKey, type KeyRow } from './key-records';
import { spMetadataXml } from './saml-metadata';
import { refuseSignInChange } from '../sign-in/sign-in-hooks';
import { applicationAudience } from '../../engine/access/sign-in-reach';

type KeyCalls = Pick<
  typeof contract.applications,
  'keyList' | 'keyGet' | 'keyCreate' | 'keyUpdate' | 'keyRotate' | 'keyExpire' | 'keyRemove' | 'keyMetadata'
>;

/** §5 expiration-date message. */
const FUTURE_DATE = 'You should select future date.';
/** How long a rotated key may keep working at most (a grace period, not a second life). */
export const MAX_GRACE_DAYS = 90;

const fieldError = (field: string, message: string) => badRequest(message, [{ Field: field, Message: message }]);

/** A requested expiration: null (never), or a moment in the future. */
function futureMoment(value: string | null | undefined, field: string): Date | null {
  if (value === null || value === undefined) return null;
  const date = parseMoment(value);
  if (!date) throw fieldError(field, `${field}: must be a date and time.`);
  if (date.getTime() <= Date.now()) throw fieldError(field, FUTURE_DATE);
  return date;
}

/** The settings an administrator gives (the type's), trimmed; generated material is never taken from a request. */
function givenSettings(type: number, settings: Readonly<Record<string, unknown>> | undefined) {
  const out: Record<string, unknown> = {};
  for (const spec of keyTypeInfo(type)!.settings) {
    const value = settings?.[spec.name];
    if (value === undefined) continue;
    out[spec.name] = Array.isArray(value)
      ? value.map((v) => String(v).trim())
      : typeof value === 'string'
        ? value.trim() || null
        : value;
  }
  return out;
}

function checkSettings(type: number, settings: Record<string, unknown>, applicationType: number) {
  const problems = checkKeySettings(type, settings, { applicationType });
  if (problems.length) throw badRequest(problems[0]!.Message, problems);
}

/** Public material a key already holds (everything in its settings that the administrator does not set). */
function materialOf(type: number, stored: Record<string, unknown>) {
  const given = new Set(keyTypeInfo(type)!.settings.map((s) => s.name));
  return Object.fromEntries(Object.entries(stored).filter(([k]) => !given.has(k)));
}

const keyNote = (row: Pick<KeyRow, 'application_key_id' | 'application_id' | 'key_type'>, what: string) => ({
  targetType: 'ApplicationKey',
  targetId: row.application_key_id,
  applicationId: row.application_id,
  description: `${keyTypeText(row.key_type)}: ${what}`,
});

const settingsOf = (row: KeyRow) =>
  typeof row.settings === 'string' ? (JSON.parse(row.settings) as Record<string, unknown>) : row.settings;

async function insertKey(
  db: Queryable,
  input: {
    applicationId: string;
    keyType: number;
    title: string;
    settings: Record<string, unknown>;
    expiration: Date | null;
    material: Awaited<ReturnType<typeof generateKeyMaterial>>;
    rotatedFrom: string | null;
  },
): Promise<string> {
  const { material } = input;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO application_keys (application_key_id, application_id, key_type, title, expiration_date, settings,
       secret_hash, secret_hint, sealed_secret, rotated_from_key_id)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9) RETURNING application_key_id AS id`,
    [
      input.applicationId,
      input.keyType,
      input.title,
      material.notAfter ?? input.expiration,
      JSON.stringify({ ...input.settings, ...material.settings }),
      material.secretHash,
      material.secretHint,
      material.sealedSecret,
      input.rotatedFrom,
    ],
  );
  return row!.id;
}

/** SAML certificates need an end; without one the key (and its certificate) lasts two years. */
const samlDefaultEnd = () => new Date(Date.now() + DEFAULT_CERTIFICATE_YEARS * 365.25 * 24 * 3600 * 1000);

/** Handlers of the key calls of the applications domain. */
export const keyHandlers: DomainHandlers<KeyCalls> = {
  keyList: async ({ db, body, server }) => {
    await loadApplicationRow(db, body.ApplicationId);
    const { ApplicationId, ...request } = body;
    const page = await narrowedList(
      db,
      applicationKeyResource,
      request,
      [[expressionOf(applicationKeyResource, 'ApplicationId'), ApplicationId]],
      null,
      server,
    );
    return ok(page as PagedData<RecordOf<typeof applicationKeyResource>>);
  },

  keyGet: async ({ db, params }) => ok(await readKey(db, params.id)),

  keyCreate: async ({ db, body, server, user }) => {
    const app = await loadApplicationRow(db, body.ApplicationId);
    await refuseSignInChange({ db, user }, applicationAudience(app.application_id));
    const info = keyTypeInfo(body.KeyType)!;
    const settings = givenSettings(body.KeyType, body.Settings);
    checkSettings(body.KeyType, settings, app.application_type);
    const expiration =
      futureMoment(body.ExpirationDate, 'ExpirationDate') ??
      (body.KeyType === ApplicationKeyType.Saml ? samlDefaultEnd() : null);
    const material = await generateKeyMaterial(
      { keyType: body.KeyType, applicationName: app.name, applicationTitle: app.title, settings, expiration },
      server.secretKey,
    );
    const id = await insertKey(db, {
      applicationId: app.application_id,
      keyType: body.KeyType,
      title: body.Title?.trim() || info.title,
      settings,
      expiration,
      material,
      rotatedFrom: null,
    });
    const key = await readKey(db, id);
    return ok(
      { Key: key, Secrets: material.secrets },
      {
        message: material.secrets.length ? 'Key created. Copy its secret now: it is not shown again.' : 'Key created.',
        audit: keyNote(
          { application_key_id: id, application_id: app.application_id, key_type: body.KeyType },
          `created for ${app.title}`,
        ),
      },
    );
  },

  keyUpdate: async ({ db, body, user }) => {
    const row = await loadKeyRow(db, body.ApplicationKeyId, true);
    await refuseSignInChange({ db, user }, applicationAudience(row.application_id));
    if (row.key_type !== body.KeyType) throw fieldError('KeyType', 'The type of a key cannot change.');
    if (row.superseded_date) throw conflict('A replaced key cannot be changed; it ends as its rotation decided.');
    const settings = givenSettings(row.key_type, body.Settings);
    checkSettings(row.key_type, settings, row.application_type);
    let expiration = body.ExpirationDate === undefined ? row.expiration_date : null;
    if (body.ExpirationDate !== undefined) {
      const same =
        row.expiration_date && parseMoment(body.ExpirationDate ?? '')?.getTime() === row.expiration_date.getTime();
      expiration = same ? row.expiration_date : futureMoment(body.ExpirationDate, 'ExpirationDate');
    }
    const stored = settingsOf(row);
    if (row.key_type === ApplicationKeyType.Saml && stored.CertificateNotAfter) {
      const end = new Date(String(stored.CertificateNotAfter));
      if (!expiration || expiration.getTime() > end.getTime())
        throw fieldError(
          'ExpirationDate',
          'A SAML key ends with its certificate at the latest; rotate it for a new one.',
        );
    }
    await db.query(
      `UPDATE application_keys SET title = $2, expiration_date = $3, settings = $4::jsonb, updated_date = now()
       WHERE application_key_id = $1`,
      [
        row.application_key_id,
        body.Title?.trim() || keyTypeInfo(row.key_type)!.title,
        expiration,
        JSON.stringify({ ...settings, ...materialOf(row.key_type, stored) }),
      ],
    );
    return ok(await readKey(db, row.application_key_id), {
      message: 'Key saved.',
      audit: keyNote(row, `changed (${row.title ?? ''})`),
    });
  },

  keyRotate: async ({ db, params, body, server, user }) => {
    const row = await loadKeyRow(db, params.id, true);
    await refuseSignInChange({ db, user }, applicationAudience(row.application_id));
    const info = keyTypeInfo(row.key_type)!;
    if (!info.isRotatable) throw badRequest(`${info.title} keys have no credential to rotate.`);
    if (row.superseded_date) throw conflict('This key was already replaced; rotate its replacement instead.');
    const now = Date.now();
    let validUntil = new Date(now);
    if (body.ReplacedKeyValidUntil !== null) {
      validUntil = futureMoment(body.ReplacedKeyValidUntil, 'ReplacedKeyValidUntil')!;
      if (validUntil.getTime() > now + MAX_GRACE_DAYS * 24 * 3600 * 1000)
        throw fieldError('ReplacedKeyValidUntil', `The old key may keep working for ${MAX_GRACE_DAYS} days at most.`);
      if (row.expiration_date && validUntil.getTime() > row.expiration_date.getTime())
        throw fieldError('ReplacedKeyValidUntil', 'The old key cannot work longer than its own expiration date.');
    }
    // Omitted: the new key lives as long as the old one did; null: it never expires (SAML: two years).
    const lifetime = row.expiration_date ? row.expiration_date.getTime() - row.created_date.getTime() : null;
    let expiration =
      body.ExpirationDate === undefined
        ? lifetime && lifetime > 0
          ? new Date(now + lifetime)
          : null
        : futureMoment(body.ExpirationDate, 'ExpirationDate');
    if (row.key_type === ApplicationKeyType.Saml && !expiration) expiration = samlDefaultEnd();
    const stored = settingsOf(row);
    const settings = givenSettings(row.key_type, stored);
    const material = await generateKeyMaterial(
      {
        keyType: row.key_type,
        applicationName: row.application_name,
        applicationTitle: row.application_title,
        settings,
        expiration,
        previousSettings: stored,
      },
      server.secretKey,
    );
    await db.query(
      `UPDATE application_keys SET superseded_date = now(), expiration_date = $2, updated_date = now()
       WHERE application_key_id = $1`,
      [row.application_key_id, validUntil],
    );
    const id = await insertKey(db, {
      applicationId: row.application_id,
      keyType: row.key_type,
      title: row.title ?? info.title,
      settings,
      expiration,
      material,
      rotatedFrom: row.application_key_id,
    });
    const key = await readKey(db, id);
    return ok(
      { Key: key, Secrets: material.secrets },
      {
        message: material.secrets.length
          ? 'Key rotated. Copy the new secret now: it is not shown again.'
          : 'Key rotated.',
        audit: keyNote(row, `rotated; the old key works until ${validUntil.toISOString()}`),
      },
    );
  },

  keyExpire: async ({ db, params, user }) => {
    const row = await loadKeyRow(db, params.id, true);
    await refuseSignInChange({ db, user }, applicationAudience(row.application_id));
    if (row.state !== 'Active') throw conflict('The key has already stopped working.');
    await db.query(
      'UPDATE application_keys SET expiration_date = now(), updated_date = now() WHERE application_key_id = $1',
      [row.application_key_id],
    );
    return ok(await readKey(db, row.application_key_id), {
      message: 'The key has expired and stopped working.',
      audit: keyNote(row, 'expired now'),
    });
  },

  keyRemove: async ({ db, params, user }) => {
    const row = await loadKeyRow(db, params.id, true);
    await refuseSignInChange({ db, user }, applicationAudience(row.application_id));
    await db.query('DELETE FROM application_keys WHERE application_key_id = $1', [row.application_key_id]);
    return ok(null, { message: 'Key removed.', audit: keyNote(row, `removed (${row.title ?? ''})`) });
  },

  keyMetadata: async ({ db, params, reply }) => {
    const row = await loadKeyRow(db, params.id);
    if (row.key_type !== ApplicationKeyType.Saml) throw badRequest('Only SAML keys have service provider metadata.');
    const settings = settingsOf(row);
    if (!settings.Certificate) throw notFound('The certificate of this key (rotate the key to issue one)');
    const xml = spMetadataXml({
      entityId: String(settings.EntityId),
      acsUrl: String(settings.AcsUrl),
      nameIdFormat: String(settings.NameIdFormat),
      certificatePem: String(settings.Certificate),
      validUntil: new Date(String(settings.CertificateNotAfter)),
    });
    const name = `${row.application_name}-sp-metadata.xml`.replace(/[^\w.-]/g, '_');
    reply
      .type('application/samlmetadata+xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(xml);
    await finished(reply.raw).catch(() => undefined);
    return ok(null as never);
  },
};
