import { z } from 'zod';
import { call, needs, responds } from './define';
import { GuidSchema } from './paging';
import { Permissions } from './permissions';
import { getAll, getById, name, pagedList, SearchQuerySchema, text, writeById } from './builders';
import type { Source, SourceOption, SourceSettings } from '../entities/directory';

const read = needs(Permissions.SourceList);
const edit = needs(Permissions.SourceEdit);

const SettingsSchema = z.strictObject({
  SourceId: GuidSchema,
  Settings: z
    .array(z.strictObject({ Name: z.string().min(1).max(100), Value: z.string().max(10_000), IsSecret: z.boolean() }))
    .max(200),
});

/** Spec §7 Sources (resource sources). */
export const sources = {
  dataList: pagedList<Source>('/Source/DataList', read, 'Paged resource sources.'),
  list: getAll<Source[]>('/Source/list', read, 'All resource sources.'),
  remove: writeById<null>('DELETE', '/Source/Remove/:id', edit, 'Removes a resource source.'),
  save: call({
    method: 'POST',
    path: '/Source/Save',
    access: edit,
    isWrite: true,
    body: z.strictObject({
      SourceId: GuidSchema.optional(),
      Name: name(),
      Title: name(),
      ProviderName: z.enum([
        'fileserver-authorization-provider',
        'sql-authorization-provider',
        'sql-resource-provider',
        'webapi-resource-provider',
      ]),
      Description: text().nullable().optional(),
    }),
    data: responds<Source>(),
    summary: 'Creates or updates a resource source (provider identifiers of §9).',
  }),
  get: getById<Source>('/Source/Get/:id', read, 'One resource source.'),
  selectList: call({
    method: 'GET',
    path: '/Source/SelectList',
    access: read,
    isWrite: false,
    query: SearchQuerySchema,
    data: responds<SourceOption[]>(),
    summary: 'Source options matching ?search=.',
  }),
  settings: getById<SourceSettings>(
    '/Source/Settings/:id',
    read,
    'Connection settings of a source (secret values are never returned).',
  ),
  settingsSave: call({
    method: 'POST',
    path: '/Source/SettingsSave',
    access: edit,
    isWrite: true,
    body: SettingsSchema,
    data: responds<null>(),
    summary: 'Saves connection settings.',
  }),
  compact: getAll<SourceOption[]>('/Source/Compact', read, 'Compact source list for pickers.'),
  settingsTest: call({
    method: 'POST',
    path: '/Source/SourceSettingsTest',
    access: edit,
    isWrite: false,
    body: SettingsSchema,
    data: responds<{ IsSuccess: boolean; Message: string }>(),
    summary: 'Tests connection settings without saving them.',
  }),
} as const;
