import { use } from 'react';
import { definitionLoaders, type AnyResource } from '@portcullis/api-client';

const loaded = new Map<string, Promise<AnyResource>>();

/**
 * The definition named `name`, loaded once per tab: each definition is its own chunk
 * (definition-loaders.generated.ts), so a screen fetches only the definitions it shows.
 */
export function loadDefinition(name: string): Promise<AnyResource> {
  let definition = loaded.get(name);
  if (!definition) {
    const load = definitionLoaders[name];
    if (!load) throw new Error(`There is no resource named "${name}".`);
    definition = load();
    loaded.set(name, definition);
  }
  return definition;
}

/** The definition named `name`; suspends while it loads (the route's Suspense keeps the page frame). */
export const useDefinition = (name: string): AnyResource => use(loadDefinition(name));
