import type { Plugin } from 'vite';
import { definitionFiles, definitionList } from '@portcullis/api-client';
import { flattenRoutes, routeTree } from '../src/routes/index';

/**
 * The area (top-level path, e.g. '/security') whose routes show each definition file. A definition
 * with no route of its own (application keys, certification items) goes with the area of another
 * definition of its contract domain; one with neither (rule runs) keeps a chunk of its own.
 */
export function definitionAreas(): ReadonlyMap<string, string> {
  const areaOfName = new Map<string, string>();
  for (const route of flattenRoutes(routeTree)) {
    if (!route.resource) continue;
    let top = route;
    while (top.parent && top.parent.fullPath !== '/') top = top.parent;
    if (!areaOfName.has(route.resource.identity.name)) areaOfName.set(route.resource.identity.name, top.fullPath);
  }
  const areaOfDomain = new Map<string, string>();
  for (const def of definitionList) {
    const area = areaOfName.get(def.name);
    if (area && !areaOfDomain.has(def.domain)) areaOfDomain.set(def.domain, area);
  }
  const out = new Map<string, string>();
  for (const def of definitionList) {
    const area = areaOfName.get(def.name) ?? areaOfDomain.get(def.domain);
    const file = definitionFiles[def.name]!;
    if (area && !out.has(file)) out.set(file, area);
  }
  return out;
}

/**
 * Vite plugin: the definitions of one area load as one chunk (`definitions-security`), with the first
 * screen of that area that shows one, rather than every definition with the generic screens (issue
 * 25) or one request per definition.
 */
export function definitionChunks(): Plugin {
  return {
    name: 'portcullis:definition-chunks',
    apply: 'build',
    config() {
      const areas = definitionAreas();
      const areaOf = (id: string) => {
        const file = /[\\/]resources[\\/]definitions[\\/]([a-z0-9-]+)\.ts$/.exec(id)?.[1];
        const area = file ? areas.get(file) : undefined;
        return area ? `definitions-${area.slice(1).toLowerCase()}` : null;
      };
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: areaOf, test: (id: string) => areaOf(id) !== null, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      };
    },
  };
}
