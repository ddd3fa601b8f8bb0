import { coreConfig } from './stryker.shared.mjs';

/** Mutation testing of the name rules (server): reserved names and look-alike keys (issue 23). */
export default coreConfig({
  name: 'names',
  mutate: ['apps/server/src/engine/names/name-rules.ts'],
  vitestConfig: 'vitest.names.mjs',
});
