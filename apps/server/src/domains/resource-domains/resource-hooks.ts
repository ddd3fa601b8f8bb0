import {
  accessRestrictionResource,
  browserResource,
  platformResource,
  zoneDefResource,
  zoneResource,
  type AnyResource,
} from '@portcullis/api-client/contract';
import type { ResourceHooks } from '../../engine/resources/crud';
import { hooksFor } from '../../engine/resources/hooks-for';
import { refuseSelfLockout } from '../sign-in/self-lockout';
import { passwordPolicyHooks } from '../password-policies/password-policies';
import { accessPackageHooks } from '../access-packages/contents-guard';
import { permissionDefHooks, roleDefHooks } from '../security-defs/security-defs';
import { campaignHooks, itemHooks } from '../certifications/actions';
import { flowHooks, flowItemHooks } from '../flows/actions';
import { flagDefHooks, flagHooks } from '../flags/hooks';
import {
  restrictionGuardHooks,
  userAgentGuardHooks,
  zoneDefGuardHooks,
  zoneGuardHooks,
} from '../sign-in/sign-in-hooks';

export { hooksFor };

/**
 * Server-side override slots of resources whose contract domain is derived whole
 * (`domainResources`), by resource name. A resource without an entry runs on the generic handlers
 * only; add an entry with `hooksFor` when a definition needs a rule of its own.
 */
export const resourceHooks: Readonly<Record<string, ResourceHooks<AnyResource>>> = {
  // Sign-in security (§2.7): a change that would lock its author out of the console is refused, and
  // one that changes the sign-in of accounts its author may not manage is refused (issue 23).
  [zoneDefResource.name]: hooksFor(zoneDefResource, {
    ...zoneDefGuardHooks,
    afterSave: (ctx) => refuseSelfLockout(ctx),
  }),
  [zoneResource.name]: hooksFor(zoneResource, {
    ...zoneGuardHooks,
    afterSave: async (ctx, record) => {
      await zoneGuardHooks.afterSave(ctx, record);
      await refuseSelfLockout(ctx);
    },
  }),
  [accessRestrictionResource.name]: hooksFor(accessRestrictionResource, {
    ...restrictionGuardHooks,
    afterSave: async (ctx, record) => {
      await restrictionGuardHooks.afterSave(ctx, record);
      await refuseSelfLockout(ctx);
    },
  }),
  [browserResource.name]: hooksFor(browserResource, userAgentGuardHooks('Browsers')),
  [platformResource.name]: hooksFor(platformResource, userAgentGuardHooks('Platforms')),
  roleDef: roleDefHooks,
  permissionDef: permissionDefHooks,
  passwordPolicy: passwordPolicyHooks,
  accessPackage: accessPackageHooks,
  // Access certification (issue 26): the bodies of the campaign's and the items' actions.
  accessCertification: campaignHooks,
  certificationItem: itemHooks,
  // Workflow (issue 27): approve and deny of a running flow.
  flowItem: flowItemHooks,
  flow: flowHooks,
  // Feature flags (issue 28): names as the code writes them, one value per flag and object.
  flagDef: flagDefHooks,
  flag: flagHooks,
};
