import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storyProject } from './.storybook/story-project';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story in Chromium (see story-project.ts). `storybook` renders the light theme and compares
 * screenshots; `storybook-dark` renders the dark theme (.storybook-dark) and runs the same plays and axe,
 * contrast included, without screenshots (issue 30). Stories tagged `light-only` assert light colours and
 * are left out of the dark run.
 */
const uiStoryProject = (name: string, configDir: string, setupFile: string, excludeTags?: string[]) =>
  storyProject({
    name,
    configDir: path.join(dirname, configDir),
    setupFile: path.join(dirname, setupFile),
    ...(excludeTags ? { excludeTags } : {}),
    // The package's own JSX runtime (jsxImportSource '@portcullis/ui'), reached by path here since a
    // package does not resolve its own name in the workspace.
    alias: {
      '@portcullis/ui/jsx-runtime': path.join(dirname, 'src/jsx/jsx-runtime.ts'),
      '@portcullis/ui/jsx-dev-runtime': path.join(dirname, 'src/jsx/jsx-dev-runtime.ts'),
    },
    optimizeDeps: [
      '@floating-ui/react',
      'downshift',
      'react-day-picker',
      '@tanstack/react-virtual',
      'date-fns',
      'uplot',
    ],
    // CopyButton's story reads back what it wrote to the clipboard.
    permissions: ['clipboard-read', 'clipboard-write'],
  });

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
      uiStoryProject('storybook', '.storybook', '.storybook/vitest.visual.ts'),
      uiStoryProject('storybook-dark', '.storybook-dark', '.storybook/vitest.dark.ts', ['light-only']),
    ],
  },
});
