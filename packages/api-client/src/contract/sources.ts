import { z } from 'zod';
import { call, needs, responds } from './define';
import { GuidSchema } from './paging';
import { Permissions } from './permissions';
import { getAll, getById, SearchQuerySchema } from './builders';
import { resourceCalls } from './resource-calls';
import { sourceResource } from '../resources/definitions/source';
import type { Source, SourceOption, SourceSettings, SourceSettingsTestResult } from '../entities/directory';

const read = needs(Permissions.SourceList);
const edit = needs(Permissions.SourceEdit);

/** Connection settings of a source (resource or profile source): secrets kept per target, cleared only explicitly. */
export const SettingsSchema = z.strictObject({
  SourceId: GuidSchema,
  Settings: z
    .array(
      z.strictObject({
        Name: z.string().min(1).max(100),
        Value: z.string().max(10_000),
        IsSecret: z.boolean(),
        /** Removes the stored secret of this name (an explicit, audited action; Value must be empty). */
        Clear: z.boolean().optional(),
      }),
    )
    .max(200),
});

/**
 * Spec §7 Sources (resource sources): DataList, Get, Save and Remove are the source resource's calls
 * (resources/definitions/source.ts); the rest are the pickers and the connection settings.
 */
export const sources = {
  ...resourceCalls(sourceResource),
  list: getAll<Source[]>('/Source/list', read, 'All resource sources that are not removed.'),
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
    summary:
      'Saves connection settings (a secret sent empty keeps its stored value while the target is unchanged; Clear removes it).',
  }),
  compact: getAll<SourceOption[]>('/Source/Compact', read, 'Compact source list for pickers.'),
  settingsTest: call({
    method: 'POST',
    path: '/Source/SourceSettingsTest',
    access: edit,
    isWrite: false,
    body: SettingsSchema,
    data: responds<SourceSettingsTestResult>(),
    summary:
      'Connects to the source with the given settings (stored secrets fill empty ones for the target they were saved with) without saving them; says in words what failed.',
  }),
} as const;
