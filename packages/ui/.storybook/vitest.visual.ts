/**
 * Visual regression for every story: after a story's play function has finished, the page body
 * (story canvas plus any open portal such as a modal) is compared with the committed baseline in
 * the story file's `__screenshots__` folder. Baselines are made on Linux with Debian's Chromium;
 * regenerate them with `pnpm --filter @portcullis/ui test:update-screenshots`.
 * A story can opt out with `parameters: { visual: false }`.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Blinking carets and transitions would keep the page from ever settling into a stable screenshot.
const style = document.createElement('style');
style.textContent =
  '*, *::before, *::after { caret-color: transparent !important; transition: none !important; animation: none !important; }';
document.head.appendChild(style);

afterEach(async (context) => {
  const story = (context as unknown as { story?: { parameters?: Record<string, unknown> } }).story;
  if (!story || story.parameters?.['visual'] === false || context.task.result?.state === 'fail') return;
  const name = context.task.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await expect(page.elementLocator(document.body)).toMatchScreenshot(name);
});
