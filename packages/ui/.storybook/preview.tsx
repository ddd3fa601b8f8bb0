import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from '../src/theme/ThemeProvider';
import '../src/fonts/fonts.css';

/**
 * Every story renders inside the theme; `globals.theme` switches light/dark from the toolbar. A story
 * with `parameters: { themeProvider: false }` renders bare, as a host without the provider would.
 */
const withTheme: Decorator = (Story, context) =>
  context.parameters['themeProvider'] === false ? (
    <Story />
  ) : (
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
  parameters: {
    // axe violations fail the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
