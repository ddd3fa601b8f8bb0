import { z } from 'zod';
import { call, needs, responds } from './define';
import { GuidSchema } from './paging';
import { Permissions } from './permissions';
import { getById, name, scopedList, writeById } from './builders';
import type { ResourceDefType } from '../entities/directory';

const read = needs(Permissions.ResourceList);
const edit = needs(Permissions.ResourceEdit);

/** Spec §7 Resources. */
export const resources = {
  typeList: scopedList<ResourceDefType>(
    '/Resource/Type/List',
    read,
    'Paged resource definition types (paging plus Scope).',
  ),
  typeSave: call({
    method: 'POST',
    path: '/Resource/Type/Save',
    access: edit,
    isWrite: true,
    body: z.strictObject({
      ResourceDefTypeId: GuidSchema.optional(),
      Name: name(),
      Title: name(),
      SourceId: GuidSchema.nullable().optional(),
    }),
    data: responds<ResourceDefType>(),
    summary: 'Creates or updates a resource definition type.',
  }),
  typeDelete: writeById<null>('DELETE', '/Resource/Type/:id', edit, 'Deletes a resource definition type.'),
  typeGet: getById<ResourceDefType>('/Resource/Type/:id', read, 'One resource definition type.'),
  typesBySource: call({
    method: 'GET',
    path: '/Resource/Type/SelectBySource/:source',
    access: read,
    isWrite: false,
    params: z.strictObject({ source: z.string().min(1).max(200) }),
    data: responds<ResourceDefType[]>(),
    summary: 'Resource definition types of one source.',
  }),
  typesForPicker: call({
    method: 'GET',
    path: '/Resource/Type/Picker',
    access: read,
    isWrite: false,
    query: z.strictObject({ sourceId: GuidSchema.optional(), search: z.string().max(200).optional() }),
    data: responds<ResourceDefType[]>(),
    summary: 'Designed (spec: "its path is not shown"): resource definition types by source for the picker.',
  }),
} as const;
