import { z } from 'zod';
import { call, needs, responds } from './define';
import { GuidSchema, IdParamsSchema, PagedRequestSchema } from './paging';
import { Permissions } from './permissions';
import type { PagedData } from './envelope';
import type { SessionDetail, SessionRequest, SessionRow, TerminateResult } from '../entities/sessions';

const read = needs(Permissions.SessionList);
const terminate = needs(Permissions.SessionTerminate);

/** Which sessions a terminate call ends: these ids, or every live session matching the list's filters except some. */
export const TerminateSessionsSchema = z
  .strictObject({
    SessionIds: z.array(GuidSchema).min(1).max(1000).optional(),
    AllMatching: z
      .strictObject({
        Filters: PagedRequestSchema.shape.Filters,
        ExceptIds: z.array(GuidSchema).max(1000).optional(),
      })
      .optional(),
  })
  .refine((b) => Boolean(b.SessionIds) !== Boolean(b.AllMatching), {
    message: 'Name the sessions (SessionIds) or the filters they match (AllMatching), not both.',
  });

/**
 * Sessions (spec §2.8; the spec shows screens but no calls: every call here is designed, named the way
 * §7 names its calls). A session is live while it has not ended and has not expired; the console's own
 * sign-ins are sessions of the console application and end on the server when terminated.
 */
export const sessions = {
  list: call({
    method: 'POST',
    path: '/Session/List',
    access: read,
    isWrite: false,
    body: PagedRequestSchema,
    data: responds<PagedData<SessionRow>>(),
    summary:
      'Designed (sessions/active): live sessions with user, application, IP, country, browser and platform (matched from the User-Agent), started and last seen; filters ApplicationId and UserId narrow it.',
  }),
  get: call({
    method: 'GET',
    path: '/Session/Get/:id',
    access: read,
    isWrite: false,
    params: IdParamsSchema,
    data: responds<SessionDetail>(),
    summary: 'Designed (sessions/detail/:id): everything known of one session, live or not.',
  }),
  requests: call({
    method: 'POST',
    path: '/Session/:id/Requests',
    access: read,
    isWrite: false,
    params: IdParamsSchema,
    body: PagedRequestSchema,
    data: responds<PagedData<SessionRequest>>(),
    summary:
      "Designed: the session's recorded requests, newest first — the audit entries it left: sign-in, every write, every refused attempt, sign-out (reads are not recorded).",
  }),
  terminate: call({
    method: 'POST',
    path: '/Session/Terminate',
    access: terminate,
    isWrite: true,
    body: TerminateSessionsSchema,
    data: responds<TerminateResult>(),
    // Ending someone's sessions manages their account; the handler names the users it found.
    grants: { confers: ['account'] },
    summary:
      'Designed: ends live sessions, by id or every one matching the filters; a console session is signed out on the server at once.',
  }),
  terminateUser: call({
    method: 'POST',
    path: '/Session/TerminateUser/:id',
    access: terminate,
    isWrite: true,
    params: IdParamsSchema,
    data: responds<TerminateResult>(),
    grants: { confers: ['account'], manages: ({ params }) => [{ user: params.id }] },
    summary: "Designed: ends every live session of one user (all applications, the console's too).",
  }),
} as const;
