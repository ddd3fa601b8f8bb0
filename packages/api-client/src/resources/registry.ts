import type { AnyResource } from './define';
import { ALL_PERMISSIONS } from '../contract/permissions';
import * as composedDomainResources from './definitions/composed-domain-resources';
import * as derivedDomainResources from './definitions/derived-domain-resources';

/** The definitions, for routes and screens that name one (each named once, in one of the two modules). */
export * from './definitions/composed-domain-resources';
export * from './definitions/derived-domain-resources';

type DerivedDomainResource = (typeof derivedDomainResources)[keyof typeof derivedDomainResources];

/**
 * Resources whose contract domain is derived whole from their definitions (`resourceDomains`): the
 * contract, the client and the server's handlers pick them up with no further file.
 */
export const domainResources: readonly DerivedDomainResource[] = Object.values(derivedDomainResources);

/** Every resource definition: what `ref` fields point to, and what generic code (tests, exports) enumerates. */
export const allResources: readonly AnyResource[] = [...Object.values(composedDomainResources), ...domainResources];

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
