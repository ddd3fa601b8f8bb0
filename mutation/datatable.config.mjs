import { coreConfig } from './stryker.shared.mjs';

/** Mutation testing of the data table core: URL state, request building, selection, columns, saved filters. */
export default coreConfig({
  name: 'datatable',
  mutate: [
    'packages/datatable/src/core/**/*.ts',
    '!packages/datatable/src/core/**/*.test.ts',
    '!packages/datatable/src/core/index.ts',
  ],
  vitestConfig: 'vitest.datatable.mjs',
});
