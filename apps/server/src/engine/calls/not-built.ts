import type { Domain } from '@portcullis/api-client/contract';
import type { DomainHandlers } from './handlers';
import { ApiError } from './errors';

export const NOT_BUILT_MESSAGE = 'This call is not built yet.';

const NOT_BUILT = Symbol('notBuilt');

/** One call whose issue has not landed: access and validation still run, then it answers 501. */
export function notBuiltHandler() {
  const handler = async (): Promise<never> => {
    throw new ApiError(501, NOT_BUILT_MESSAGE, 'Not available');
  };
  return Object.assign(handler, { [NOT_BUILT]: true });
}

/**
 * Handlers for a domain whose issue has not landed, so the calls still missing can be counted; new
 * entries in such a domain are covered automatically. Spread it and override the calls that are built.
 */
export function notBuiltYet<D extends Domain>(domain: D): DomainHandlers<D> {
  return Object.fromEntries(
    Object.keys(domain).map((name) => [name, notBuiltHandler()]),
  ) as unknown as DomainHandlers<D>;
}

/** Whether a handler is one of the 501 placeholders. */
export const isNotBuilt = (handler: unknown): boolean => typeof handler === 'function' && NOT_BUILT in handler;
