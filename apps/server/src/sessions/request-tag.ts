import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionActivity } from './activity';

/** The contract call a request of a console session made (set by the pipeline once the caller is known). */
interface CallTag {
  sessionId: string;
  callName: string;
  method: string;
  path: string;
}

const tags = new WeakMap<FastifyRequest, CallTag>();

/** Marks a request as a call of a console session, so its answer is recorded in the session's timeline. */
export function tagSessionCall(request: FastifyRequest, tag: CallTag): void {
  tags.set(request, tag);
}

/** Records every answered call of a console session (its contract path, status and duration). */
export function recordSessionCalls(app: FastifyInstance, activity: SessionActivity): void {
  app.addHook('onResponse', async (request, reply) => {
    const tag = tags.get(request);
    if (!tag) return;
    activity.record({
      sessionId: tag.sessionId,
      at: new Date(),
      method: tag.method,
      path: tag.path,
      callName: tag.callName,
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
    });
  });
}
