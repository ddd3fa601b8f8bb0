import type { AnyResource } from './define';
import type { Fields } from './fields';
import { ALL_PERMISSIONS } from '../contract/permissions';
import { definitionList } from './definitions.generated';

/** The definitions, by name, for routes and screens that name one (definitions.generated.ts lists every file's). */
export * from './definitions.generated';

/**
 * Definitions in the order of their names: a module namespace's key order depends on the loader (Node
 * sorts export names, Vite's transform keeps the order written), and the generated route table must
 * not.
 */
export const inNameOrder = <R extends AnyResource>(definitions: readonly R[]): readonly R[] =>
  [...definitions].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
/**
 * Definitions after those their `ref` and `refList` fields point to (ties by name), so tables are made
 * and demo records seeded before the records that name them (access restrictions name zone definitions).
 */
function inDependencyOrder(definitions: readonly AnyResource[]): readonly AnyResource[] {
  const pending = [...inNameOrder(definitions)];
  const names = new Set(pending.map((d) => d.name));
  const placed = new Set<string>();
  const out: AnyResource[] = [];
  const refsOf = (def: AnyResource) =>
    Object.values(def.fields as Fields)
      .map((f) => f.ref)
      .filter((ref): ref is string => Boolean(ref) && ref !== def.name && names.has(ref!));
  while (pending.length) {
    const next = pending.findIndex((def) => refsOf(def).every((ref) => placed.has(ref)));
    if (next === -1)
      throw new Error(`Resources refer to each other in a cycle: ${pending.map((d) => d.name).join(', ')}.`);
    const [def] = pending.splice(next, 1);
    placed.add(def!.name);
    out.push(def!);
  }
  return out;
}

/** Every resource definition: what `ref` fields point to, and what generic code (tests, exports) enumerates. */
export const allResources: readonly AnyResource[] = inDependencyOrder(definitionList);

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
