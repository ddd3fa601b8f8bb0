import { defineConfig } from 'vitest/config';

/** Checks of the packed package: publint, size, and a fresh Vite app installing only the tarball. */
export default defineConfig({
  test: {
    name: 'package',
    environment: 'node',
    include: ['package-tests/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
