import {
  accessRestrictionResource,
  zoneDefResource,
  zoneResource,
  type AnyResource,
} from '@portcullis/api-client/contract';
import type { ResourceHooks } from './crud';
import { refuseSelfLockout } from '../sign-in/self-lockout';

/** Types a resource's hooks against its definition. */
export function hooksFor<D extends AnyResource>(_def: D, hooks: ResourceHooks<D>): ResourceHooks<AnyResource> {
  return hooks as unknown as ResourceHooks<AnyResource>;
}

/**
 * Server-side override slots of resources whose contract domain is derived whole
 * (`domainResources`), by resource name. A resource without an entry runs on the generic handlers
 * only; add an entry with `hooksFor` when a definition needs a rule of its own.
 */
export const resourceHooks: Readonly<Record<string, ResourceHooks<AnyResource>>> = {
  // Sign-in security (§2.7): a change that would lock its author out of the console is refused.
  [zoneDefResource.name]: hooksFor(zoneDefResource, { afterSave: (ctx) => refuseSelfLockout(ctx) }),
  [zoneResource.name]: hooksFor(zoneResource, { afterSave: (ctx) => refuseSelfLockout(ctx) }),
  [accessRestrictionResource.name]: hooksFor(accessRestrictionResource, {
    afterSave: (ctx) => refuseSelfLockout(ctx),
  }),
};
