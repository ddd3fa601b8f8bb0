import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export default defineConfig({
  test: {
    projects: [
      // PGlite starts in a beforeAll: on a busy 2-core machine that can take longer than the 10 s default.
      {
        test: {
          name: 'core',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [
          react({ jsxImportSource: '@portcullis/ui' }),
          storybookTest({ configDir: path.join(dirname, '.storybook') }),
        ],
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            '@emotion/react',
            '@emotion/react/jsx-runtime',
            '@emotion/react/jsx-dev-runtime',
            'lucide-react',
            'zod',
            '@microsoft/signalr',
          ],
        },
        test: {
          name: 'storybook',
          // Stories wait on conditions, not time; the limit only catches a hang on a loaded machine.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
          // The kit's visual regression: every story's screenshot against its committed baseline.
          setupFiles: [path.join(dirname, '../ui/.storybook/vitest.visual.ts')],
        },
      },
    ],
  },
});
