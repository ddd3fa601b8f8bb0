import { coreConfig } from './stryker.shared.mjs';

/** Mutation testing of the rule-builder core: operators, checks, evaluate, the SQL compiler, the reducer. */
export default {
  ...coreConfig({
    name: 'rule-builder',
    mutate: [
      'packages/rule-builder/src/core/**/*.ts',
      '!packages/rule-builder/src/core/**/*.test.ts',
      '!packages/rule-builder/src/core/**/*.test-support.ts',
      '!packages/rule-builder/src/core/index.ts',
    ],
    vitestConfig: 'vitest.rule-builder.mjs',
  }),
  // Mutants that reach the PGlite tests wait for a database to start; a busy machine can take seconds.
  timeoutMS: 60_000,
};
