import { coreConfig } from './stryker.shared.mjs';

/** Mutation testing of the server's paging compiler (list request → SQL), without a database. */
export default coreConfig({
  name: 'paging',
  mutate: ['apps/server/src/engine/lists/paging.ts'],
  vitestConfig: 'vitest.paging.mjs',
});
