import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from '../../../scripts/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Modules every package's stories load, pre-bundled so the first story does not wait on Vite. */
const sharedDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/react/jsx-dev-runtime',
  'lucide-react',
];

/** The kit's visual regression: every story's screenshot against its committed baseline. */
export const visualSetupFile = path.join(dirname, 'vitest.visual.ts');

export interface StoryProjectOptions {
  /** The project's name (`vitest run --project <name>`). */
  name: string;
  /** The Storybook config folder, absolute. */
  configDir: string;
  /** The setup file run around each story, absolute (the visual regression unless said). */
  setupFile?: string;
  /** Story tags left out of this project. */
  excludeTags?: string[];
  /** Modules this package's stories load besides the shared ones. */
  optimizeDeps?: string[];
  /** Import aliases of the project. */
  alias?: Record<string, string>;
  /** Permissions granted to the page (e.g. the clipboard). */
  permissions?: string[];
}

/**
 * A vitest project running every story of a kit package (ui, datatable, rule-builder) in Chromium: its
 * play function, axe (the a11y addon, violations fail) and what the setup file adds (the screenshot
 * comparison by default). Each package's vitest.config.ts calls it with its own differences.
 */
export function storyProject(options: StoryProjectOptions): TestProjectInlineConfiguration {
  return {
    ...(options.alias ? { resolve: { alias: options.alias } } : {}),
    plugins: [
      react({ jsxImportSource: '@portcullis/ui' }),
      storybookTest({
        configDir: options.configDir,
        ...(options.excludeTags ? { tags: { exclude: options.excludeTags } } : {}),
      }),
    ],
    optimizeDeps: { include: [...sharedDeps, ...(options.optimizeDeps ?? [])] },
    test: {
      name: options.name,
      // Stories wait on conditions, not time; the limit only catches a hang on a loaded machine.
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: DEBIAN_CHROMIUM, args: CHROMIUM_ARGS },
          ...(options.permissions ? { contextOptions: { permissions: options.permissions } } : {}),
        }),
        instances: [{ browser: 'chromium' }],
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
          },
        },
      },
      setupFiles: [options.setupFile ?? visualSetupFile],
    },
  };
}
