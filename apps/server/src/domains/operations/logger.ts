import pino from 'pino';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Writable } from 'node:stream';
import { errorForLog, PINO_REDACT_PATHS, REDACTED, redactSecrets } from './redact';

const requestUsers = new WeakMap<FastifyRequest, string>();

/** Tells the request's log line who made the call (the contract pipeline, once the session is read). */
export function noteRequestUser(request: FastifyRequest, userId: string): void {
  requestUsers.set(request, userId);
}

/**
 * The server's pino logger: every line goes to the database sink (the logs page), and to stdout when
 * the operator asked for console logging (PORTCULLIS_LOG=1), and to `extra` (tests capture it). Request
 * lines name the route's pattern (never the URL: a query string may carry a token), and errors are
 * logged by type, message and stack only (errorForLog).
 */
export function createServerLogger(streams: {
  sink: Writable;
  toStdout: boolean;
  extra?: Writable;
}): FastifyBaseLogger {
  const targets: pino.StreamEntry[] = [{ level: 'info', stream: streams.sink }];
  if (streams.toStdout) targets.push({ level: 'info', stream: process.stdout });
  if (streams.extra) targets.push({ level: 'info', stream: streams.extra });
  return pino(
    {
      level: 'info',
      redact: { paths: PINO_REDACT_PATHS, censor: REDACTED },
      // Every line's fields, at any depth, before any destination sees them.
      formatters: { log: (object) => redactSecrets(object) as Record<string, unknown> },
      serializers: {
        err: errorForLog,
        error: errorForLog,
        req: (req: { method?: string; routeOptions?: { url?: string } }) => ({
          method: req.method,
          route: req.routeOptions?.url ?? null,
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
    },
    pino.multistream(targets),
  );
}

/**
 * One line per answered request: level, time, request id (pino's reqId), user id, method, route,
 * status and duration. Replaces Fastify's two default lines, which carry the raw URL.
 */
export function installRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        userId: requestUsers.get(request) ?? null,
        method: request.method,
        route: request.routeOptions.url ?? null,
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
    done();
  });
}
