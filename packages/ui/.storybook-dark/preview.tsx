import type { Preview } from '@storybook/react-vite';
import preview from '../.storybook/preview';

/** The light preview with the theme toolbar set to dark: every story renders in the dark theme. */
const darkPreview: Preview = { ...preview, initialGlobals: { ...preview.initialGlobals, theme: 'dark' } };
export default darkPreview;
