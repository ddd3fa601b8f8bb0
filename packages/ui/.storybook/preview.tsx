import { kitPreview } from './preview-base';

export default kitPreview({ controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } } });
