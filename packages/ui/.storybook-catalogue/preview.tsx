import type { Preview } from '@storybook/react-vite';
import kitPreview from '../.storybook/preview';

/**
 * The kit's own preview (theme decorator, light/dark toolbar, axe) with generated docs pages for
 * every component, and the visual-language page first in the sidebar.
 */
const preview: Preview = {
  ...kitPreview,
  tags: ['autodocs'],
  parameters: {
    ...kitPreview.parameters,
    options: { storySort: { order: ['Visual language', 'Foundations', 'Layout', 'Actions', 'Navigation', 'Forms'] } },
  },
};

export default preview;
