import { coreConfig } from './stryker.shared.mjs';

/**
 * Mutation testing of who a change to sign-in policy reaches (issue 23): restrictions, zones, zone
 * definitions, browsers and platforms, password policies, authenticators, applications; without a database.
 */
export default coreConfig({
  name: 'sign-in-reach',
  mutate: ['apps/server/src/engine/access/sign-in-reach.ts'],
  vitestConfig: 'vitest.sign-in-reach.mjs',
});
