import type { ResourceHooks } from './crud';
import type { AnyResource } from '@portcullis/api-client/contract';
import { passwordPolicyHooks } from '../domains/password-policies';
import { permissionDefHooks, roleDefHooks } from '../domains/security-defs';

export { hooksFor } from './hooks-for';

/**
 * Server-side override slots of resources whose contract domain is derived whole
 * (`domainResources`), by resource name. A resource without an entry runs on the generic handlers
 * only; add an entry with `hooksFor` when a definition needs a rule of its own.
 */
export const resourceHooks: Readonly<Record<string, ResourceHooks<AnyResource>>> = {
  roleDef: roleDefHooks,
  permissionDef: permissionDefHooks,
  passwordPolicy: passwordPolicyHooks,
};
