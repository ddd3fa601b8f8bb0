import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  listCalls,
  type AnyCall,
  type ContractTable,
  type Envelope,
  type EnvelopeError,
} from '@portcullis/api-client/contract';
import { evictAllSessions, resolveSessionUser, type SessionUser } from '../engine/auth/session-user';
import { ApiError } from '../engine/calls/errors';
import { isManagingOwnWrites, type Handler, type HandlerContext, type Handlers } from '../engine/calls/handlers';
import type { ServerContext } from '../engine/context';
import { writeAudit } from '../engine/calls/audit-writer';
import { AccessRefused, GrantGuard } from '../engine/access/guard';
import { checkRequestAccess, requirePermission } from '../engine/access/request-access';
import { isNestedTooDeep, MAX_BODY_DEPTH } from './body-depth';
import { touchSession } from '../domains/sessions/session-store';
import { noteRequestUser } from '../domains/operations/logger';
import { noteTracedCaller } from '../domains/tracing/request-timing';

const GENERIC_FAILURE = 'Unable to proceed your request.';
/**
 * The query of a call whose contract declares none: no keys at all, so `?zzz=1` is refused with the same
 * envelope as an unknown key of a declared query (issue 23), instead of being ignored.
 */
const NO_QUERY = z.strictObject({});

/** Every envelope (and every contract reply) is private to its caller: never stored by a browser or proxy. */
export function sendEnvelope(reply: FastifyReply, status: number, envelope: Envelope): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(envelope);
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return sendEnvelope(reply, error.status, {
    Success: false,
    Title: error.title,
    Message: error.message,
    Data: error.data as never,
    Errors: error.errors.length ? error.errors : [{ Message: error.message }],
  });
}

function zodErrors(part: string, error: z.ZodError): EnvelopeError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const where = field ? `${part}.${field}` : part;
    return { Message: `${where}: ${issue.message}`, Field: field || part };
  });
}

/** PostgreSQL text cannot hold NUL; such input is refused up front instead of failing in SQL. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const found = key.includes('\u0000') ? `${path}.${key}` : findNul(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

function validate<T>(schema: z.ZodType | undefined, value: unknown, part: 'params' | 'query' | 'body'): T {
  // Bounded before any recursive walk (ours or the schema's), so a deep document is a 400, not a stack overflow.
  if (isNestedTooDeep(value))
    throw new ApiError(
      400,
      `The request ${part} is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`,
      'Validation',
      [{ Message: `Nested too deeply (at most ${MAX_BODY_DEPTH} levels).`, Field: part }],
    );
  const nulAt = findNul(value, part);
  if (nulAt)
    throw new ApiError(400, `${nulAt}: text must not contain NUL characters.`, 'Validation', [
      { Message: 'Text must not contain NUL characters.', Field: nulAt },
    ]);
  if (!schema) {
    if (
      part === 'body' &&
      value !== undefined &&
      value !== null &&
      !(typeof value === 'object' && Object.keys(value as object).length === 0)
    ) {
      throw new ApiError(400, 'This call takes no request body.', 'Validation', [
        { Message: 'This call takes no request body.', Field: 'body' },
      ]);
    }
    return undefined as T;
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const errors = zodErrors(part, result.error);
    throw new ApiError(400, `Invalid request: ${errors[0]?.Message ?? part}`, 'Validation', errors);
  }
  return result.data as T;
}

/** Signed in, and the fixed permission when the call has one (request-dependent access is checked after validation). */
function checkAccess(spec: AnyCall, user: SessionUser | null): void {
  if (spec.access.kind === 'public') return;
  if (!user) throw new ApiError(401, 'Your session has expired. Please sign in again.', 'Session expired');
  if (spec.access.kind === 'permission') requirePermission(user, spec.access.permission);
}

/**
 * CSRF: state-changing calls need the custom header (a cross-site form cannot send it and a
 * cross-origin fetch with it needs a pre-flight we never grant). Sign-in has no session to ride on
 * yet, so it checks the Origin instead.
 */
function checkCsrf(request: FastifyRequest, spec: AnyCall): void {
  if (spec.method === 'GET' && !spec.isWrite) return; // two spec-fixed GET writes still need the header
  if (request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE) return;
  if (spec.access.kind === 'public') {
    const origin = request.headers.origin;
    if (!origin || isSameOrigin(origin, request.headers.host)) return;
  }
  throw new ApiError(403, 'The request was refused (missing anti-forgery header).', 'Forbidden', [], {
    MissingPermissions: [],
    MissingPack: null,
  });
}

/** Whether an Origin header names this host; `null`, opaque and malformed origins never do. */
function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}

/** Registers one Fastify route per contract call; the handler table must cover the whole contract. */
export function registerContract<T extends ContractTable>(
  app: FastifyInstance,
  table: T,
  handlers: Handlers<T>,
  server: ServerContext,
): void {
  for (const [domain, name, spec] of listCalls(table)) {
    const handler = (handlers as unknown as Record<string, Record<string, Handler<AnyCall>>>)[domain]?.[name];
    if (!handler) throw new Error(`No handler for ${domain}.${name}`);
    if (spec.grants && (!spec.isWrite || isManagingOwnWrites(handler)))
      throw new Error(`${domain}.${name} declares grants: it must be a write that runs in the pipeline's transaction.`);
    app.route({
      method: spec.method,
      url: spec.path,
      handler: async (request, reply) => {
        let user: SessionUser | null = null;
        reply.header('cache-control', 'no-store'); // file replies (exports, samples) too
        // A handler that sends its own reply (a file) has sent it once it called send, even while async
        // onSend hooks (trace recording) still hold it back from the socket: then no envelope follows.
        let isSentByHandler = false;
        const send = reply.send;
        reply.send = function (this: typeof reply, payload?: unknown) {
          isSentByHandler = true;
          return send.call(this, payload);
        };
        try {
          checkCsrf(request, spec);
          user = await resolveSessionUser(server.db, request.headers.cookie);
          if (user) await touchSession(server.db, user);
          if (user) noteRequestUser(request, user.userId);
          if (user) noteTracedCaller(request, user);
          checkAccess(spec, user);
          const params = validate(spec.params, request.params, 'params');
          // Calls without a declared query see none (undefined), after refusing any key sent.
          const query = spec.query
            ? validate(spec.query, request.query, 'query')
            : (validate(NO_QUERY, request.query ?? {}, 'query'), undefined);
          const body = validate(spec.body, request.body, 'body');
          const input = { params, query, body };
          if (spec.access.kind === 'request') await checkRequestAccess(server.db, spec.access, user!, input);
          const run = async (db: HandlerContext<unknown, unknown, unknown>['db']) => {
            const guard = spec.grants ? new GrantGuard(db, user!.userId, spec.grants, input) : null;
            await guard?.begin();
            const result = await handler({ params, query, body, user, db, server, request, reply, guard } as never);
            await guard?.finish();
            if (spec.isWrite && result.audit !== false) {
              await writeAudit(db, {
                action: `${domain}.${name}`,
                actorUserId: result.audit?.actorUserId ?? user?.userId ?? null,
                sessionId: result.audit?.sessionId ?? user?.sessionId ?? null,
                type: result.audit?.type,
                targetType: result.audit?.targetType ?? domain,
                targetId: result.audit?.targetId ?? null,
                description: result.audit?.description ?? null,
                applicationId: result.audit?.applicationId ?? null,
              });
            }
            return result;
          };
          const result =
            spec.isWrite && !isManagingOwnWrites(handler) ? await server.db.transaction(run) : await run(server.db);
          if (spec.isWrite) {
            server.cache.clear();
            server.listCounts.clear();
          }
          if (spec.grants) evictAllSessions();
          if (reply.sent || isSentByHandler) return reply;
          return sendEnvelope(reply, 200, {
            Success: true,
            Message: result.message ?? null,
            Title: result.title ?? null,
            Data: result.data as never,
          });
        } catch (error) {
          if (error instanceof AccessRefused) await auditRefusal(server, `${domain}.${name}`, user, error);
          if (error instanceof ApiError) return sendError(reply, error);
          const refusal = databaseRefusal(error);
          if (refusal) return sendError(reply, refusal);
          const undeclared = (error as { code?: unknown } | null)?.code === 'PC001';
          request.log.error(
            { err: error, call: `${domain}.${name}` },
            undeclared ? 'changed access without declaring grants in the contract' : 'handler failed',
          );
          return sendError(reply, new ApiError(500, GENERIC_FAILURE, 'Error'));
        }
      },
    });
  }
}

/** The refused attempt is a security event of its own (AccessRefused), written after the write rolled back. */
async function auditRefusal(server: ServerContext, action: string, user: SessionUser | null, error: AccessRefused) {
  await writeAudit(server.db, {
    action,
    actorUserId: user?.userId ?? null,
    sessionId: user?.sessionId ?? null,
    type: 'AccessRefused',
    targetType: error.targetType,
    targetId: error.targetId,
    description: error.message,
  });
}

/** Maps Fastify's own errors (bad JSON, size, media type) to envelopes; nothing leaks a stack. */
export function installErrorHandlers(app: FastifyInstance, options: { serveConsoleIndex?: boolean } = {}): void {
  app.setErrorHandler((error: { statusCode?: number; code?: string; message?: string }, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error); // our body parser's refusals
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, new ApiError(500, GENERIC_FAILURE, 'Error'));
    }
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      /JSON/.test(error.message ?? '')
        ? 'The request body is not valid JSON.'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Send the request body as application/json.'
            : /prototype/i.test(error.message ?? '')
              ? 'The request body contains a forbidden key.'
              : 'The request could not be read.';
    return sendError(reply, new ApiError(status, message, 'Bad request'));
  });
  app.setNotFoundHandler((request, reply) => {
    // History-mode console: unknown GETs that accept HTML get the console's index; API calls win (they
    // are routes). The root is the console whatever the Accept header (`curl /` gets the page too).
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const isRoot = request.url.split('?')[0] === '/';
    if (options.serveConsoleIndex && isRead && (isRoot || (request.headers.accept ?? '').includes('text/html'))) {
      return (reply as FastifyReply & { sendFile(file: string): FastifyReply })
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return sendError(reply, new ApiError(404, `No call ${request.method} ${request.url.split('?')[0]}.`, 'Not found'));
  });
}

/**
 * Constraint violations the database reports (SQLSTATE) are the caller's mistake, not a failure:
 * the write's transaction is already rolled back, so answering 409/400 changes nothing.
 */
export function databaseRefusal(error: unknown): ApiError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (code === '23505') return new ApiError(409, 'A record with the same name already exists.', 'Conflict');
  if (code === '23503')
    return new ApiError(409, 'The record is still in use, or refers to a record that does not exist.', 'Conflict');
  if (code === '23514' || code === '23502')
    return new ApiError(400, 'The request breaks a rule of the data.', 'Validation');
  if (code.startsWith('22'))
    return new ApiError(400, 'A value in the request is out of range or malformed.', 'Validation');
  return null;
}
