import type { AnyResource } from './define';
import { ALL_PERMISSIONS } from '../contract/permissions';
import { browserResource } from './definitions/browser';
import { contentResource } from './definitions/content';
import { platformResource } from './definitions/platform';
import { profileResource } from './definitions/profile';
import { profilePropertyResource } from './definitions/profile-property';
import { profileSourceResource } from './definitions/profile-source';
import { propertyGroupResource } from './definitions/property-group';
import { providerResource } from './definitions/provider';
import { userSourceResource } from './definitions/user-source';

/** The definitions, for routes and screens that name one. */
export {
  browserResource,
  contentResource,
  platformResource,
  profilePropertyResource,
  profileResource,
  profileSourceResource,
  propertyGroupResource,
  providerResource,
  userSourceResource,
};

/** Resources whose calls join a hand-written contract domain (its file spreads `resourceCalls`). */
const composedResources = [
  contentResource,
  profileResource,
  profilePropertyResource,
  profileSourceResource,
  propertyGroupResource,
  providerResource,
  userSourceResource,
] as const;

/**
 * Resources whose contract domain is derived whole from their definitions (`resourceDomains`): the
 * contract, the client and the server's handlers pick them up with no further file.
 */
export const domainResources = [browserResource, platformResource] as const;

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
