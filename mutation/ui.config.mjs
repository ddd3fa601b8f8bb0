import { coreConfig } from './stryker.shared.mjs';

/** Mutation testing of the ui core: validators, dates, slug, text, colours, trees, toasts (the password policy has its own config). */
export default coreConfig({
  name: 'ui',
  mutate: [
    'packages/ui/src/core/**/*.ts',
    '!packages/ui/src/core/**/*.test.ts',
    '!packages/ui/src/core/index.ts',
    '!packages/ui/src/core/password.ts',
  ],
  vitestConfig: 'vitest.ui.mjs',
});
