import type { Domain } from '@portcullis/api-client';
import type { DomainHandlers } from './handlers';
import { ApiError } from './errors';

export const NOT_BUILT_MESSAGE = 'This call is not built yet.';

/**
 * Handlers for a domain whose issue has not landed: the pipeline still checks access and validates
 * the request, then the call answers 501 so the calls still missing can be counted.
. New entries in such a domain are covered automatically.
 */
export function notBuiltYet<D extends Domain>(domain: D): DomainHandlers<D> {
  const handlers = {} as Record<string, unknown>;
  for (const name of Object.keys(domain)) {
    handlers[name] = async () => {
      throw new ApiError(501, NOT_BUILT_MESSAGE, 'Not available');
    };
  }
  (handlers as { [NOT_BUILT]?: true })[NOT_BUILT] = true;
  return handlers as DomainHandlers<D>;
}

export const NOT_BUILT = Symbol('notBuilt');
export const isNotBuilt = (handlers: object) => NOT_BUILT in handlers;
