import type { AnyResource } from './define';
import { contentResource } from './definitions/content';
import { profileResource } from './definitions/profile';
import { profilePropertyResource } from './definitions/profile-property';
import { profileSourceResource } from './definitions/profile-source';
import { propertyGroupResource } from './definitions/property-group';
import { providerResource } from './definitions/provider';
import { userSourceResource } from './definitions/user-source';

/** Every resource definition: what `ref` fields point to, and what generic code (tests, exports) enumerates. */
export const allResources: readonly AnyResource[] = [
  contentResource,
  profileResource,
  profilePropertyResource,
  profileSourceResource,
  propertyGroupResource,
  providerResource,
  userSourceResource,
];

/** The definition named `name` (a code error when there is none). */
export function resourceByName(name: string): AnyResource {
  const def = allResources.find((r) => r.name === name);
  if (!def) throw new Error(`There is no resource named "${name}".`);
  return def;
}
