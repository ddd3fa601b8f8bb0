import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/types';
import { resolveSessionUser } from '../engine/auth/session-user';
import { touchSession } from '../domains/sessions/session-store';
import { sendEnvelope } from '../http/register';

/**
 * Registers a bench-only read call on a server's Fastify instance (before it listens): the same steps a
 * contract read takes around its handler — the session check (and its touch), the refusal of an
 * anonymous caller, the envelope writer — around `answer`, which runs on the server's own pool. Benches
 * use it so that a hand-written SQL baseline pays the request overhead the API pays (bench/reports.ts).
 */
export function addBaselineRoute(
  app: FastifyInstance,
  db: Queryable,
  path: string,
  answer: (db: Queryable, params: Record<string, string>) => Promise<unknown>,
): void {
  app.post(path, async (request, reply) => {
    const user = await resolveSessionUser(db, request.headers.cookie);
    if (!user) return sendEnvelope(reply, 401, { Success: false, Title: 'Unauthorized', Message: null, Data: null });
    await touchSession(db, user);
    const data = await answer(db, request.params as Record<string, string>);
    return sendEnvelope(reply, 200, { Success: true, Message: null, Title: null, Data: data as never });
  });
}
