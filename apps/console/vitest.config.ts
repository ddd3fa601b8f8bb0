import { defineConfig } from 'vitest/config';
import { consolePaths } from './tooling/console-paths';

export default defineConfig({
  plugins: [consolePaths()],
  test: { include: ['src/**/*.test.ts', 'tooling/**/*.test.ts'], environment: 'node' },
});
