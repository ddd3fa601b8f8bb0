import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The outbound rules' unit tests only: no global PostgreSQL setup, no server, no sockets. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: [
      'apps/server/src/engine/outbound/address-policy.test.ts',
      'packages/api-client/src/resources/source-targets.test.ts',
    ],
  },
});
