import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The designers' catalogue: one Storybook for the whole kit, @portcullis/ui with
 * @portcullis/rule-builder and @portcullis/datatable, with the visual-language page first and a
 * generated docs page for every component (autodocs). Each package keeps its own `.storybook` for its
 * story tests; this configuration only gathers them. Build it with `pnpm storybook:build` (root).
 */
const config: StorybookConfig = {
  stories: [
    '../docs/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    '../../rule-builder/src/**/*.stories.@(ts|tsx)',
    '../../datatable/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
