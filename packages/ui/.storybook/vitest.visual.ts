/**
 * Visual regression for every story: after a story's play function has finished, the page body
 * (story canvas plus any open portal such as a modal) is compared with the committed baseline in
 * the story file's `__screenshots__` folder. Baselines are made on Linux with Debian's Chromium;
 * regenerate them with `pnpm --filter @portcullis/ui test:update-screenshots`.
 * A story can opt out with `parameters: { visual: false }`.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { checkKitFonts } from './story-setup';

afterEach(async (context) => {
  const story = await checkKitFonts(context);
  if (!story || story.parameters?.['visual'] === false) return;
  const name = context.task.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await expect(page.elementLocator(document.body)).toMatchScreenshot(name);
});
