import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storyProject } from '../ui/.storybook/story-project';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Core unit tests in Node; every story as a browser test in Debian's Chromium, with axe (a11y: 'error'). */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', environment: 'node', include: ['src/**/*.test.ts'] } },
      storyProject({
        name: 'storybook',
        configDir: path.join(dirname, '.storybook'),
        optimizeDeps: [
          '@tanstack/react-virtual',
          '@floating-ui/react',
          'downshift',
          'react-day-picker',
          'date-fns',
          'zod',
          '@microsoft/signalr',
        ],
      }),
    ],
  },
});
