import { defineConfig } from 'vitest/config';

/** Checks of the packed package: publint, size, and a fresh Vite app installing only the tarball. */
export default defineConfig({
  test: {
    name: 'package',
    environment: 'node',
    include: ['package-tests/**/*.test.ts'],
    // Building, packing and installing four packages is minutes of work; on a loaded 2-core machine it
    // passed 300 s (issue 25). The limits only catch a hang.
    testTimeout: 600_000,
    hookTimeout: 1_200_000,
  },
});
