import { kitPreview } from '../../ui/.storybook/preview-base';

/** The kit's preview (theme, fonts, axe), as in the ui package. */
export default kitPreview();
