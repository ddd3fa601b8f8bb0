import { coreConfig } from './stryker.shared.mjs';

/** Mutation testing of the password policy the forms and the server share (api-client). */
export default coreConfig({
  name: 'password-policy',
  mutate: ['packages/api-client/src/password-policy.ts'],
  vitestConfig: 'vitest.password-policy.mjs',
});
