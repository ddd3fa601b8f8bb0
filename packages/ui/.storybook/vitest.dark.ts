/**
 * The dark run of every story (.storybook-dark): the plays and axe (contrast included) in the dark
 * theme, and the kit-font check; no screenshots (the light run keeps the baselines).
 */
import { afterEach } from 'vitest';
import { checkKitFonts } from './story-setup';

afterEach(async (context) => {
  await checkKitFonts(context);
});
