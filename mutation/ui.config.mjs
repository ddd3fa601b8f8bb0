import { coreConfig } from './stryker.shared.mjs';

/** Mutation testing of the ui core: validators, dates, slug, text, colours, trees, toasts (the password policy has its own config). */
export default coreConfig({
  name: 'ui',
  mutate: [
    'packages/ui/src/core/**/*.ts',
    '!packages/ui/src/core/**/*.test.ts',
    '!packages/ui/src/core/index.ts',
    '!packages/ui/src/core/password.ts',
    // The tokens are design data (colours, spacing, type), checked by the contrast tests and the
    // screenshot baselines, not by mutants; the logic in the file is: createTheme and isPortcullisTheme.
    '!packages/ui/src/core/tokens.ts',
    'packages/ui/src/core/tokens.ts:232-265',
  ],
  vitestConfig: 'vitest.ui.mjs',
});
