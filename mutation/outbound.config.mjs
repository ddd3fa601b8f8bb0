import { coreConfig } from './stryker.shared.mjs';

/**
 * Mutation testing of the server's outbound rules (issue 23): address classification and the
 * allow-list, and which stored source secrets may go to which target. Plain functions, no network.
 */
export default coreConfig({
  name: 'outbound',
  mutate: ['apps/server/src/engine/outbound/address-policy.ts', 'packages/api-client/src/resources/source-targets.ts'],
  vitestConfig: 'vitest.outbound.mjs',
});
