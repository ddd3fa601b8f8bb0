/**
 * Visual regression for every story: after a story's play function has finished, the page body
 * (story canvas plus any open portal such as a modal) is compared with the committed baseline in
 * the story file's `__screenshots__` folder. Baselines are made on Linux with Debian's Chromium;
 * regenerate them with `pnpm --filter @portcullis/ui test:update-screenshots`.
 * A story can opt out with `parameters: { visual: false }`.
 *
 * Stories render in the kit's own fonts (loaded before each story, see kit-fonts.ts): a story whose
 * text falls back to a machine font fails, so baselines do not depend on the fonts installed. A story
 * that renders without the kit's styles on purpose opts out with `parameters: { kitFonts: false }`.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { loadKitFonts, textInFallbackFonts } from './kit-fonts';

// findBy* and waitFor end as soon as what they wait for shows; the limit only decides how long a broken
// story takes to fail. Testing Library's 1 s default failed stories whose overlay chunk (fetched on
// demand, src/components/floating/lazy-layers.ts) took longer to arrive on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

// Blinking carets and transitions would keep the page from ever settling into a stable screenshot.
const style = document.createElement('style');
style.textContent =
  '*, *::before, *::after { caret-color: transparent !important; transition: none !important; animation: none !important; }';
document.head.appendChild(style);

type StoryContext = { story?: { parameters?: Record<string, unknown> } };

beforeEach(async () => {
  await loadKitFonts();
});

afterEach(async (context) => {
  const story = (context as unknown as StoryContext).story;
  if (!story || context.task.result?.state === 'fail') return;
  if (story.parameters?.['kitFonts'] !== false) {
    await document.fonts.ready;
    expect(textInFallbackFonts(document.body), 'text drawn in a fallback font').toEqual([]);
  }
  if (story.parameters?.['visual'] === false) return;
  const name = context.task.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await expect(page.elementLocator(document.body)).toMatchScreenshot(name);
});
