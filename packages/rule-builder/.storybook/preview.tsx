import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from '@portcullis/ui';
import '@portcullis/ui/fonts.css';

/** Every story renders inside the theme; `globals.theme` switches light/dark, as in the ui package. */
const withTheme: Decorator = (Story, context) => (
  <ThemeProvider
    key={String(context.globals['theme'] ?? 'light')}
    defaultMode={context.globals['theme'] === 'dark' ? 'dark' : 'light'}
    storageKey={null}
  >
    <div style={{ padding: 16 }}>
      <Story />
    </div>
  </ThemeProvider>
);

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  // axe violations fail the story's test.
  parameters: { a11y: { test: 'error' } },
};

export default preview;
