import {
  settingValueError,
  SettingValueType,
  systemSetting,
  type BodyOf,
  type contract,
  type SettingRules,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest, notFound } from '../../engine/calls/errors';
import { seal } from '../../engine/secrets/secrets';
import { findSetting, listSettings, loadSettingRows, toSetting } from './settings-store';
import { refuseMfaSelfLockout, refuseMfaSettingChange } from '../sign-in/mfa-settings-guard';

type SaveBody = BodyOf<typeof contract.configurations.save>;
const CHOICE_TYPES: number[] = [SettingValueType.Dropdown, SettingValueType.RadioButton, SettingValueType.Checklist];
const DEFINITION_FIELDS = ['Title', 'Description', 'ValueType', 'Values', 'IsSecret', 'IsRequired'] as const;

/** The rules a save checks the value against: the catalogue's, the stored custom definition, or the new one. */
function rulesOf(body: SaveBody, existing: ReturnType<typeof toSetting> | null): SettingRules {
  if (existing?.IsSystem) return existing;
  const type = body.ValueType ?? existing?.ValueType;
  const title = body.Title ?? existing?.Title;
  if (type === undefined || !title)
    throw badRequest(`There is no setting "${body.Key}". Give its Title and ValueType to add it.`, [
      { Message: 'Title is required.', Field: 'Title' },
    ]);
  const values = body.Values ?? existing?.Definition.Values ?? [];
  if (CHOICE_TYPES.includes(type) && values.length === 0)
    throw badRequest('Choices are required.', [{ Message: 'Choices are required.', Field: 'Values' }]);
  return {
    Title: title,
    ValueType: type as SettingRules['ValueType'],
    Definition: { Values: values },
    IsRequired: body.IsRequired ?? existing?.IsRequired ?? false,
  };
}

/**
 * Spec §2.9 configurations (designed calls). Product settings keep their catalogue definition (a save
 * naming definition fields is refused); custom settings are added and redefined by a save with Title
 * and ValueType. Every value is checked against its type with the same rule the console applies.
 */
export const configurationsHandlers: DomainHandlers<typeof contract.configurations> = {
  list: async ({ db }) => ok(await listSettings(db)),

  get: async ({ db, params }) => {
    const setting = await findSetting(db, params.id);
    if (!setting) throw notFound('The setting');
    return ok(setting);
  },

  save: async ({ db, body, server, user }) => {
    // Issue 28: the MFA tab's settings are enforced at sign-in (domains/sign-in/mfa-settings-guard.ts).
    await refuseMfaSettingChange(db, user?.userId ?? null, body.Key);
    const [row] = await loadSettingRows(db, body.Key);
    const existing = row || systemSetting(body.Key) ? toSetting(body.Key, row) : null;
    if (existing?.IsSystem) {
      const named = DEFINITION_FIELDS.find((f) => body[f] !== undefined);
      if (named)
        throw badRequest(`${existing.Title} is a product setting: only its value can change.`, [
          { Message: `${named} cannot change for a product setting.`, Field: named },
        ]);
    }
    const rules = rulesOf(body, existing);
    const isSecret = existing?.IsSystem ? existing.IsSecret : (body.IsSecret ?? existing?.IsSecret ?? false);
    // A secret saved empty keeps the stored value (the form never holds it to send it back).
    const keepsSecret = isSecret && body.Value === '' && !!row?.value;
    if (!keepsSecret) {
      const error = settingValueError(rules, body.Value);
      if (error) throw badRequest(error, [{ Message: error, Field: 'Value' }]);
    }
    const value = keepsSecret ? row!.value : isSecret && body.Value ? seal(server.secretKey, body.Value) : body.Value;
    const custom = existing?.IsSystem ? null : rules;
    await db.query(
      `INSERT INTO configuration (key, value, is_secret, value_type, title, description, definition, is_required, updated_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, is_secret = EXCLUDED.is_secret,
         value_type = EXCLUDED.value_type, title = EXCLUDED.title, description = EXCLUDED.description,
         definition = EXCLUDED.definition, is_required = EXCLUDED.is_required, updated_date = now()`,
      [
        body.Key,
        value,
        isSecret,
        custom?.ValueType ?? null,
        custom?.Title ?? null,
        custom ? (body.Description ?? existing?.Description ?? '') : null,
        custom ? JSON.stringify(custom.Definition) : null,
        custom?.IsRequired ?? false,
      ],
    );
    await refuseMfaSelfLockout(db, user?.userId ?? null, body.Key);
    const [saved] = await loadSettingRows(db, body.Key);
    return ok(toSetting(body.Key, saved), {
      audit: {
        targetType: 'Configuration',
        targetId: body.Key,
        // Never the value: it may be a secret or an image.
        description: `Setting "${rules.Title}" (${body.Key}) ${existing ? 'changed' : 'added'}.`,
      },
    });
  },

  remove: async ({ db, params, user }) => {
    const setting = await findSetting(db, params.id);
    if (!setting) throw notFound('The setting');
    await refuseMfaSettingChange(db, user?.userId ?? null, params.id);
    await db.query('DELETE FROM configuration WHERE key = $1', [params.id]);
    await refuseMfaSelfLockout(db, user?.userId ?? null, params.id);
    return ok(null, {
      audit: {
        targetType: 'Configuration',
        targetId: params.id,
        description: setting.IsSystem
          ? `Setting "${setting.Title}" (${params.id}) returned to its default.`
          : `Setting "${setting.Title}" (${params.id}) removed.`,
      },
    });
  },
};
