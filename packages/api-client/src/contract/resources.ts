import { z } from 'zod';
import { call, needs, responds } from './define';
import { GuidSchema, IdParamsSchema, PagedRequestSchema } from './paging';
import { Permissions } from './permissions';
import { resourceCalls } from './resource-calls';
import type { PagedData } from './envelope';
import { resourceDefResource } from '../resources/definitions/resource-def';
import { resourceDefTypeResource } from '../resources/definitions/resource-def-type';
import type { ResourceDefType, ResourceHolder } from '../entities/directory';

const read = needs(Permissions.ResourceList);

/**
 * Spec §7 Resources: the `/Resource/Type/*` calls are the resource type resource's; resources (the
 * `/Resource/*` calls the spec does not show) are designed the same way; SelectBySource, the picker
 * and the objects (holders) of a resource are written here.
 */
export const resources = {
  ...resourceCalls(resourceDefTypeResource),
  ...resourceCalls(resourceDefResource),
  typesBySource: call({
    method: 'GET',
    path: '/Resource/Type/SelectBySource/:source',
    access: read,
    isWrite: false,
    params: z.strictObject({ source: z.string().min(1).max(200) }),
    data: responds<ResourceDefType[]>(),
    summary: 'Resource definition types of one source (by its id or its name).',
  }),
  typesForPicker: call({
    method: 'GET',
    path: '/Resource/Type/Picker',
    access: read,
    isWrite: false,
    query: z.strictObject({ sourceId: GuidSchema.optional(), search: z.string().max(200).optional() }),
    data: responds<ResourceDefType[]>(),
    summary:
      'Designed (spec: "its path is not shown"): the resource definition type picker — types of one source (sources not removed), matching ?search=, at most 100.',
  }),
  resourceObjects: call({
    method: 'POST',
    path: '/Resource/:id/objects',
    access: read,
    isWrite: false,
    params: IdParamsSchema,
    body: PagedRequestSchema,
    data: responds<PagedData<ResourceHolder>>(),
    summary:
      'Designed (resources/:id/objects): who holds a resource as its source reports it — users with state Granted, Pending or Revoked and the date.',
  }),
} as const;
