import type { FastifyInstance } from 'fastify';
import { ApiError } from '../engine/calls/errors';

/**
 * The first key that could rewrite an object's prototype if the body were merged somewhere
 * (`__proto__`, or `constructor` holding `prototype`), found without recursion.
 */
export function forbiddenKey(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      if (key === '__proto__') return key;
      if (key === 'constructor' && child !== null && typeof child === 'object' && 'prototype' in child)
        return 'constructor.prototype';
      stack.push(child);
    }
  }
  return null;
}

/**
 * JSON bodies, parsed so that each refusal says what is wrong: not JSON, empty, or a prototype key
 * (Fastify's own parser reports all of these as "not valid JSON").
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(new ApiError(400, 'The request body is empty.', 'Bad request'), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(new ApiError(400, 'The request body is not valid JSON.', 'Bad request'), undefined);
    }
    const key = forbiddenKey(value);
    if (key)
      return done(
        new ApiError(
          400,
          `The request body contains the key "${key}", which is refused: it could change how objects behave.`,
          'Bad request',
          [{ Message: `The key "${key}" is not allowed.`, Field: key }],
        ),
        undefined,
      );
    done(null, value);
  });
}
