import { call, needs, responds } from './define';
import { NameParamsSchema, PagedRequestSchema } from './paging';
import { Permissions } from './permissions';
import type { PagedData } from './envelope';
import type { AuditEntry, AuditType } from '../entities/core';

const auditAccess = needs(Permissions.AuditList);

/**
 * Spec §7 Audit. The dashboard's latest-audit list (page 1, size 5) has no path in the spec; it uses
 * POST /Audit/list with the Dashboard permission accepted as an alternative (see server audit handlers).
 */
export const audit = {
  types: call({
    method: 'POST',
    path: '/Audit/types',
    access: auditAccess,
    isWrite: false,
    body: PagedRequestSchema,
    data: responds<PagedData<AuditType>>(),
    summary: 'Paged audit types.',
  }),
  list: call({
    method: 'POST',
    path: '/Audit/list',
    access: auditAccess,
    isWrite: false,
    body: PagedRequestSchema,
    data: responds<PagedData<AuditEntry>>(),
    summary: 'Paged audit entries, newest first by default.',
  }),
  getAuditTypes: call({
    method: 'GET',
    path: '/Audit/GetAuditTypes',
    access: auditAccess,
    isWrite: false,
    data: responds<AuditType[]>(),
    summary: 'All audit types.',
  }),
  getAuditTypeByName: call({
    method: 'GET',
    path: '/Audit/GetAuditTypeByName/:name',
    access: auditAccess,
    isWrite: false,
    params: NameParamsSchema,
    data: responds<AuditType>(),
    summary: 'One audit type by name.',
  }),
  latest: call({
    method: 'POST',
    path: '/Audit/latest',
    access: needs(Permissions.Dashboard),
    isWrite: false,
    body: PagedRequestSchema,
    data: responds<PagedData<AuditEntry>>(),
    summary:
      'Spec: "the dashboard audit list asks for page 1, size 5; its path is not shown" — designed as its own call under the Dashboard permission.',
  }),
} as const;
