import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from '@portcullis/ui';

const withTheme: Decorator = (Story) => (
  <ThemeProvider storageKey={null}>
    <div style={{ padding: 16 }}>
      <Story />
    </div>
  </ThemeProvider>
);

const preview: Preview = {
  decorators: [withTheme],
  // axe violations fail the story's test.
  parameters: { a11y: { test: 'error' } },
};

export default preview;
