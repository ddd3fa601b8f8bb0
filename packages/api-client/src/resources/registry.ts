import type { AnyResource } from './define';
import { ALL_PERMISSIONS } from '../contract/permissions';
import { accessRestrictionResource } from './definitions/access-restriction';
import { accessPackageResource } from './definitions/access-package';
import { catalogResource } from './definitions/catalog';
import { authenticatorResource } from './definitions/authenticator';
import { applicationResource } from './definitions/application';
import { browserResource } from './definitions/browser';
import { contentResource } from './definitions/content';
import { platformResource } from './definitions/platform';
import { profileResource } from './definitions/profile';
import { profilePropertyResource } from './definitions/profile-property';
import { profileSourceResource } from './definitions/profile-source';
import { propertyGroupResource } from './definitions/property-group';
import { providerResource } from './definitions/provider';
import { resourceDefResource } from './definitions/resource-def';
import { resourceDefTypeResource } from './definitions/resource-def-type';
import { sourceResource } from './definitions/source';
import { userSourceResource } from './definitions/user-source';
import { zoneDefResource } from './definitions/zone-def';
import { zoneResource } from './definitions/zone';
import { permissionDefResource } from './definitions/permission-def';
import { roleDefResource } from './definitions/role-def';
import { passwordPolicyResource } from './definitions/password-policy';
import { accessCertificationResource } from './definitions/access-certification';
import { certificationItemResource } from './definitions/certification-item';

/** The definitions, for routes and screens that name one. */
export {
  accessPackageResource,
  catalogResource,
  accessCertificationResource,
  certificationItemResource,
  accessRestrictionResource,
  authenticatorResource,
  applicationResource,
  browserResource,
  contentResource,
  passwordPolicyResource,
  permissionDefResource,
  platformResource,
  profilePropertyResource,
  profileResource,
  profileSourceResource,
  propertyGroupResource,
  providerResource,
  roleDefResource,
  resourceDefResource,
  resourceDefTypeResource,
  sourceResource,
  userSourceResource,
  zoneDefResource,
  zoneResource,
};

/** Resources whose calls join a hand-written contract domain (its file spreads `resourceCalls`). */
const composedResources = [
  authenticatorResource,
  applicationResource,
  contentResource,
  profileResource,
  profilePropertyResource,
  profileSourceResource,
  propertyGroupResource,
  providerResource,
  userSourceResource,
  sourceResource,
  resourceDefTypeResource,
  resourceDefResource,
] as const;

/**
 * Resources whose contract domain is derived whole from their definitions (`resourceDomains`): the
 * contract, the client and the server's handlers pick them up with no further file.
 */
export const domainResources = [
  browserResource,
  platformResource,
  zoneDefResource,
  zoneResource,
  accessRestrictionResource,
  permissionDefResource,
  roleDefResource,
  passwordPolicyResource,
  catalogResource,
  accessPackageResource,
  accessCertificationResource,
  certificationItemResource,
] as const;

/** Every resource definition: what `ref` fields point to, and what generic code (tests, exports) enumerates. */
export const allResources: readonly AnyResource[] = [...composedResources, ...domainResources];

/** The definition named `name` (a code error when there is none). */
export function resourceByName(name: string): AnyResource {
  const def = allResources.find((r) => r.name === name);
  if (!def) throw new Error(`There is no resource named "${name}".`);
  return def;
}

/** Every permission the resources name (list, view, edit, remove, by partition too). */
export const resourcePermissions = (): string[] =>
  [
    ...new Set(
      allResources.flatMap((d) =>
        [d.access, ...Object.values(d.partition?.access ?? {})].flatMap((a) => [a.list, a.view, a.edit, a.remove]),
      ),
    ),
  ].filter((p): p is string => Boolean(p));

/** Every permission the product knows: the named ones and those the resources name (seeded as definitions). */
export const everyPermission = (): readonly string[] => [...new Set([...ALL_PERMISSIONS, ...resourcePermissions()])];
