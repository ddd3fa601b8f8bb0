import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Chromium flags fixed by the project: Debian's chromium, never a downloaded browser. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * A project running every story in Chromium: its play function, axe (the a11y addon, violations fail)
 * and what the setup file adds. `storybook` renders the light theme and compares screenshots;
 * `storybook-dark` renders the dark theme (.storybook-dark) and runs the same plays and axe, contrast
 * included, without screenshots (issue 30). Stories tagged `light-only` assert light colours and are
 * left out of the dark run.
 */
function storyProject(
  name: string,
  configDir: string,
  setupFile: string,
  excludeTags?: string[],
): TestProjectInlineConfiguration {
  return {
    // The package's own JSX runtime (jsxImportSource '@portcullis/ui'), reached by path here since a
    // package does not resolve its own name in the workspace.
    resolve: {
      alias: {
        '@portcullis/ui/jsx-runtime': path.join(dirname, 'src/jsx/jsx-runtime.ts'),
        '@portcullis/ui/jsx-dev-runtime': path.join(dirname, 'src/jsx/jsx-dev-runtime.ts'),
      },
    },
    plugins: [
      react({ jsxImportSource: '@portcullis/ui' }),
      storybookTest({
        configDir: path.join(dirname, configDir),
        ...(excludeTags ? { tags: { exclude: excludeTags } } : {}),
      }),
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
        '@floating-ui/react',
        'downshift',
        'react-day-picker',
        '@tanstack/react-virtual',
        'date-fns',
        'uplot',
      ],
    },
    test: {
      name,
      // Stories wait on conditions, not time; the limit only catches a hang on a loaded machine.
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
          // CopyButton's story reads back what it wrote to the clipboard.
          contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
        }),
        instances: [{ browser: 'chromium' }],
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
          },
        },
      },
      setupFiles: [setupFile],
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          environment: 'node',
          include: ['src/core/**/*.test.ts', 'src/theme/**/*.test.ts', 'src/chart/**/*.test.ts'],
          // Property tests are bounded by runs (fixed seed), not time: the limit only catches a hang, and a
          // loaded machine must make the suite slower, not red (issue 25: 5 s was passed under load).
          testTimeout: 60_000,
        },
      },
      storyProject('storybook', '.storybook', '.storybook/vitest.visual.ts'),
      storyProject('storybook-dark', '.storybook-dark', '.storybook/vitest.dark.ts', ['light-only']),
    ],
  },
});
