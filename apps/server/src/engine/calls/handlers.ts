import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, ContractTable, DataOf, ParamsOf, QueryOf } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { SessionUser } from '../auth/session-user';
import type { ServerContext } from '../context';
import type { GrantGuard } from '../access/guard';

/** What a handler is told about its call. `db` is the write transaction for write calls. */
export interface HandlerContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The signed-in user; null only on public calls. */
  user: SessionUser | null;
  db: Queryable;
  server: ServerContext;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Set for calls that declare `grants`: handlers that find the accounts they manage name them here. */
  guard: GrantGuard | null;
}

/** The audit note a write handler leaves; the pipeline writes exactly one entry per successful write. */
export interface AuditNote {
  /** Audit type name (seeded `audit_types.name`); default ConsoleChange. */
  type?: string;
  targetType: string;
  targetId: string | null;
  description?: string;
  /** Actor when the call is public (sign-in). */
  actorUserId?: string | null;
  /** Session when the call is public (sign-in: the session it opened). */
  sessionId?: string | null;
  /** The application the change concerns (its keys, users, members): the entry shows in its audit. */
  applicationId?: string | null;
}

export interface HandlerResult<T> {
  data: T;
  message?: string;
  title?: string;
  /** Written by the pipeline inside the write's transaction. `false`: the handler wrote its own. */
  audit?: AuditNote | false;
}

export type Handler<C> = (ctx: HandlerContext<ParamsOf<C>, QueryOf<C>, BodyOf<C>>) => Promise<HandlerResult<DataOf<C>>>;

/** One handler per call of a domain: a missing handler is a compile error. */
export type DomainHandlers<D> = { [K in keyof D]: Handler<D[K]> };
export type Handlers<T extends ContractTable> = { [D in keyof T]: DomainHandlers<T[D]> };

/** `ok(data)` — the usual successful result. */
export const ok = <T>(data: T, extra: Omit<HandlerResult<T>, 'data'> = {}): HandlerResult<T> => ({ data, ...extra });

const OWN_WRITES = Symbol('managesOwnWrites');

/**
 * Marks a write handler that must persist something even when it refuses (sign-in counts failures
 * toward lockout): the pipeline then runs it outside a transaction and writes its audit entry after.
 */
export function managesOwnWrites<H extends (...args: never[]) => unknown>(handler: H): H {
  return Object.assign(handler, { [OWN_WRITES]: true });
}

export const isManagingOwnWrites = (handler: unknown) => typeof handler === 'function' && OWN_WRITES in handler;
