import { z } from 'zod';
import { call, needs, responds } from './define';
import { GuidSchema, IdParamsSchema, PagedRequestSchema } from './paging';
import type { PagedData } from './envelope';
import { Permissions } from './permissions';
import type { TraceRequest, TraceSession } from '../entities/tracing';

/** Designed: a trace lasts from 15 minutes to 24 hours (the tracing-save duration picker). */
export const TRACE_MIN_MINUTES = 15;
export const TRACE_MAX_MINUTES = 24 * 60;

export const TraceSaveSchema = z.discriminatedUnion('TargetType', [
  z.strictObject({
    TargetType: z.literal('User'),
    UserId: GuidSchema,
    DurationMinutes: z.number().int().min(TRACE_MIN_MINUTES).max(TRACE_MAX_MINUTES),
  }),
  z.strictObject({
    TargetType: z.literal('Application'),
    ApplicationId: GuidSchema,
    DurationMinutes: z.number().int().min(TRACE_MIN_MINUTES).max(TRACE_MAX_MINUTES),
  }),
]);

/**
 * Issue 28 request tracing (spec §2.9 tracing, tracing-save; Trace permission, default tenant only:
 * the server refuses other tenants with 403).
 */
export const tracing = {
  list: call({
    method: 'POST',
    path: '/tracing/sessions/list',
    access: needs(Permissions.Trace),
    isWrite: false,
    body: PagedRequestSchema,
    data: responds<PagedData<TraceSession>>(),
    summary:
      'Designed: trace sessions, newest first; filters on TargetType, UserName, ApplicationName, State, StartDate, EndDate.',
  }),
  view: call({
    method: 'GET',
    path: '/tracing/sessions/:id',
    access: needs(Permissions.Trace),
    isWrite: false,
    params: IdParamsSchema,
    data: responds<TraceSession>(),
    summary: 'Designed: one trace session.',
  }),
  save: call({
    method: 'POST',
    path: '/tracing/sessions',
    access: needs(Permissions.Trace),
    isWrite: true,
    body: TraceSaveSchema,
    data: responds<TraceSession>(),
    summary:
      'Designed: starts tracing a user or an application (all requests made in its sessions) for 15 minutes to 24 hours.',
  }),
  end: call({
    method: 'POST',
    path: '/tracing/sessions/:id/end',
    access: needs(Permissions.Trace),
    isWrite: true,
    params: IdParamsSchema,
    data: responds<TraceSession>(),
    summary: 'Designed: ends an active trace now; an ended trace is refused (409).',
  }),
  requests: call({
    method: 'POST',
    path: '/tracing/sessions/:id/requests',
    access: needs(Permissions.Trace),
    isWrite: false,
    params: IdParamsSchema,
    body: PagedRequestSchema,
    data: responds<PagedData<TraceRequest>>(),
    summary:
      'Designed: the requests recorded by a trace, newest first: route pattern, status, duration, database time and statement count.',
  }),
} as const;
