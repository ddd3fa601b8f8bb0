import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from '../src/theme/ThemeProvider';
import '../src/fonts/fonts.css';

/**
 * The Storybook preview every package of the kit uses (ui, datatable, rule-builder): the kit's fonts,
 * every story inside the theme with `globals.theme` switching light/dark from the toolbar, and axe
 * violations failing the story's test. A story with `parameters: { themeProvider: false }` renders bare,
 * as a host without the provider would. Each package's `.storybook/preview.tsx` calls this with its own
 * extra parameters.
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

export function kitPreview(parameters: Preview['parameters'] = {}): Preview {
  return {
    decorators: [withTheme],
    globalTypes: {
      theme: {
        description: 'Colour mode',
        toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
      },
    },
    initialGlobals: { theme: 'light' },
    // axe violations fail the story's test.
    parameters: { a11y: { test: 'error' }, ...parameters },
  };
}
