import {
  accessRestrictionResource,
  zoneDefResource,
  zoneResource,
  type AnyResource,
} from '@portcullis/api-client/contract';
import type { ResourceHooks } from './crud';
import { hooksFor } from './hooks-for';
import { refuseSelfLockout } from '../sign-in/self-lockout';
import { passwordPolicyHooks } from '../domains/password-policies';
import { permissionDefHooks, roleDefHooks } from '../domains/security-defs';

export { hooksFor };

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
  roleDef: roleDefHooks,
  permissionDef: permissionDefHooks,
  passwordPolicy: passwordPolicyHooks,
};
