import type { AnyResource } from '@portcullis/api-client/contract';
import type { ResourceHooks } from './crud';

/**
 * Server-side override slots of resources whose contract domain is derived whole
 * (`domainResources`), by resource name. A resource without an entry runs on the generic handlers
 * only; add an entry with `hooksFor` when a definition needs a rule of its own.
 */
export const resourceHooks: Readonly<Record<string, ResourceHooks<AnyResource>>> = {};

/** Types a resource's hooks against its definition. */
export const hooksFor = <D extends AnyResource>(_def: D, hooks: ResourceHooks<D>): ResourceHooks<AnyResource> =>
  hooks as unknown as ResourceHooks<AnyResource>;
