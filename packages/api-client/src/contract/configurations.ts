import { z } from 'zod';
import { call, needs, responds } from './define';
import { Permissions } from './permissions';
import { plainText } from './builders';
import type { ConfigurationSetting } from '../settings/setting-types';
import { SETTING_MAX_LENGTH } from '../settings/validate-setting';
import { SettingValueType } from '../entities/enums';

/** Setting keys: a letter, then letters, digits, '.', '_' or '-' (they name the setting in code and exports). */
export const SETTING_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{0,99}$/;
const KeySchema = z.string().regex(SETTING_KEY_PATTERN, 'must start with a letter and use letters, digits, . _ -');

const ChoiceSchema = z.strictObject({
  Value: plainText(200, 1),
  Title: plainText(200, 1),
  Description: plainText(1000).optional(),
  Icon: plainText(100).optional(),
  Help: z
    .strictObject({
      Text: plainText(2000).optional(),
      Icon: plainText(100).optional(),
      Title: plainText(200).optional(),
      Image: plainText(2000).optional(),
      Url: plainText(2000).optional(),
      Visible: z.boolean().optional(),
    })
    .optional(),
});

const read = needs(Permissions.ConfigurationList);

/**
 * Spec §2.9 configurations (Configuration.List; save, view). Designed calls (the spec shows none): the
 * settings with their §3 definitions and §4 value types; a save checks the value against its type
 * (settingValueError) and answers 400 with the message. A secret's value is write-only: no call
 * returns it, an empty value keeps the stored one.
 */
export const configurations = {
  list: call({
    method: 'GET',
    path: '/configuration/list',
    access: read,
    isWrite: false,
    data: responds<ConfigurationSetting[]>(),
    summary: 'Every setting (product settings first, then custom ones) with its definition; secrets as set / not set.',
  }),
  get: call({
    method: 'GET',
    path: '/configuration/get/:id',
    access: read,
    isWrite: false,
    params: z.strictObject({ id: KeySchema }),
    data: responds<ConfigurationSetting>(),
    summary: 'One setting by key; 404 when there is none.',
  }),
  save: call({
    method: 'POST',
    path: '/configuration/save',
    access: needs(Permissions.ConfigurationEdit),
    isWrite: true,
    body: z.strictObject({
      Key: KeySchema,
      Value: z.string().max(SETTING_MAX_LENGTH),
      /** Only for a new custom setting (the product's settings keep their definitions). */
      Title: plainText(200, 1).optional(),
      Description: plainText(1000).optional(),
      ValueType: z
        .number()
        .refine((v) => (Object.values(SettingValueType) as number[]).includes(v), 'must be a §4 setting value type')
        .optional(),
      Values: z.array(ChoiceSchema).max(50).optional(),
      IsSecret: z.boolean().optional(),
      IsRequired: z.boolean().optional(),
    }),
    data: responds<ConfigurationSetting>(),
    summary:
      'Sets a setting’s value (checked against its type; 400 with the §5-style message), or adds a custom setting (Title and ValueType given). Takes effect on every server process at once.',
  }),
  remove: call({
    method: 'POST',
    path: '/configuration/remove/:id',
    access: needs(Permissions.ConfigurationEdit),
    isWrite: true,
    params: z.strictObject({ id: KeySchema }),
    data: responds<null>(),
    summary:
      'Removes a custom setting, or returns a product setting to its default (the product’s settings always exist).',
  }),
} as const;
