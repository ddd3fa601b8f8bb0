/**
 * What every story run shares (light and dark): Testing Library's waits, no carets or transitions, and
 * the kit's own fonts (loaded before each story, see kit-fonts.ts): a story whose text falls back to a
 * machine font fails, so nothing depends on the fonts installed. A story that renders without the
 * kit's styles on purpose opts out with `parameters: { kitFonts: false }`.
 */
import { beforeEach, expect } from 'vitest';
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

export type StoryContext = { story?: { parameters?: Record<string, unknown> } };

beforeEach(async () => {
  await loadKitFonts();
});

/** Fails a passing story whose text was drawn in a fallback font; returns the story, or null. */
export function checkKitFonts(context: unknown): Promise<StoryContext['story'] | null> {
  const { story, task } = context as StoryContext & { task: { result?: { state?: string } } };
  if (!story || task.result?.state === 'fail') return Promise.resolve(null);
  if (story.parameters?.['kitFonts'] === false) return Promise.resolve(story);
  return document.fonts.ready.then(() => {
    expect(textInFallbackFonts(document.body), 'text drawn in a fallback font').toEqual([]);
    return story;
  });
}
