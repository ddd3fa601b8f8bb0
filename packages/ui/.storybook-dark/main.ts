// The dark run of the stories: the same stories and addons as .storybook (see vitest.config.ts).
export { default } from '../.storybook/main';
