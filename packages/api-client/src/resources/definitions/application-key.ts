import { KEY_TYPES } from '../../applications/key-types';
import { defineResource } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/** §4 Application key type, titled as the key types read ('OAuth 2.0 client'). */
export const KEY_TYPE_CHOICES = Object.values(KEY_TYPES).map((info) => ({ value: info.type, title: info.title }));

/** Where a key stands (ApplicationKeyState). */
export const KEY_STATE_CHOICES = [
  { value: 'Active', title: 'Active' },
  { value: 'Expired', title: 'Expired' },
  { value: 'Replaced', title: 'Replaced' },
] as const;

/** SQL literal of a text written in code (titles of the key types). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A replaced key reads Replaced (its end was chosen by the rotation); otherwise Expired once its date passed. */
export const KEY_STATE_SQL = `CASE WHEN k.superseded_date IS NOT NULL THEN 'Replaced'
  WHEN k.expiration_date IS NOT NULL AND k.expiration_date <= now() THEN 'Expired' ELSE 'Active' END`;

const KEY_TYPE_TEXT_SQL = `CASE k.key_type ${KEY_TYPE_CHOICES.map((c) => `WHEN ${c.value} THEN ${literal(c.title)}`).join(' ')}
  ELSE k.key_type::text END`;

/** Keys with a credential hold material once a secret was generated; the others hold theirs in settings. */
const ROTATABLE = Object.values(KEY_TYPES)
  .filter((info) => info.isRotatable)
  .map((info) => info.type);
const HAS_MATERIAL_SQL = `CASE WHEN k.key_type IN (${ROTATABLE.join(', ')})
  THEN (k.secret_hash IS NOT NULL OR k.sealed_secret IS NOT NULL) ELSE TRUE END`;

/**
 * Keys of an application (spec §2.6, designed calls `/application/key/*`): how a key reads, lists,
 * sorts and filters. The applications domain's hand-written calls keep their paths and shapes and read
 * through this definition (the per-application list, a key after each write); creating, rotating,
 * expiring and removing keys generate and seal credential material, so they stay the domain's own calls
 * (no derived save). Secrets never reach a record: only their hint and whether material exists.
 *
 * Decision (the spec is silent): in use before replaced, then newest first — replaced keys by when
 * they were replaced, newest first (Entra ID lists an app's credentials the same way).
 */
export const applicationKeyResource = defineResource({
  name: 'applicationKey',
  domain: 'applications',
  titles: { one: 'Application key', many: 'Application keys' },
  id: 'ApplicationKeyId',
  access: { list: Permissions.ApplicationView, edit: Permissions.ApplicationEdit },
  noun: 'key',
  fields: {
    ApplicationId: field.computed.text('Application id'),
    ApplicationTitle: field.computed.text('Application', { sql: 'a.title' }),
    Title: field.computed.optionalText('Title'),
    KeyType: field.computed.choice('Type', KEY_TYPE_CHOICES),
    KeyTypeText: field.computed.text('Type', { sql: KEY_TYPE_TEXT_SQL }),
    State: field.computed.choice('State', KEY_STATE_CHOICES, { sql: KEY_STATE_SQL }),
    CreatedDate: field.computed.dateTime('Created'),
    UpdatedDate: field.computed.optionalDateTime('Updated'),
    ExpirationDate: field.computed.optionalDateTime('Expires'),
    SupersededDate: field.computed.optionalDateTime('Replaced'),
    RotatedFromKeyId: field.computed.optionalText('Replaces'),
    Settings: field.computed.object('Settings'),
    SecretHint: field.computed.optionalText('Secret ends with'),
    HasMaterial: field.computed.boolean('Has material', { sql: HAS_MATERIAL_SQL }),
  },
  titleField: 'Title',
  list: {
    columns: ['Title', 'KeyType', 'CreatedDate', 'ExpirationDate', 'State'],
    defaultSort: [
      { Column: 'SupersededDate', Asc: false },
      { Column: 'CreatedDate', Asc: false },
    ],
    emptyText: 'No keys yet.',
  },
  calls: {},
  store: {
    table: 'application_keys',
    alias: 'k',
    idColumn: 'application_key_id',
    joins: 'JOIN applications a ON a.application_id = k.application_id',
  },
  audit: { targetType: 'ApplicationKey' },
});
