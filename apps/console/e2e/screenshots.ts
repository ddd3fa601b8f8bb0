import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { KIT_FONT_FAMILIES } from '@portcullis/ui/core';

/** Committed baselines of the console's screens (Debian Chromium, 1440×900). */
export const BASELINE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '__screenshots__', 'console');

/** A channel difference at or below this is anti-aliasing noise, not a change. */
const CHANNEL_TOLERANCE = 40;
/** Share of pixels that may differ before the screen counts as changed (text rendering jitter). */
const ALLOWED_RATIO = 0.003;

/** Pixels of `actual` that differ from `expected` beyond the tolerance, or null when sizes differ. */
export function differingPixels(expected: PNG, actual: PNG): number | null {
  if (expected.width !== actual.width || expected.height !== actual.height) return null;
  let count = 0;
  for (let i = 0; i < expected.data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs(expected.data[i + c]! - actual.data[i + c]!) > CHANNEL_TOLERANCE) {
        count++;
        break;
      }
    }
  }
  return count;
}

/**
 * Takes a screenshot of the page (volatile parts masked, animations stopped, caret hidden) and compares
 * it with the committed baseline `name`.png. `PORTCULLIS_UPDATE_SCREENSHOTS=1` writes the baseline
 * instead; a missing baseline is an error, so a screen is never silently unchecked. A screen drawn
 * before the kit's body font loaded (a machine font instead) is an error too, so baselines do not
 * depend on the fonts the machine has installed.
 */
export async function expectScreen(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const isKitFontLoaded = await page.evaluate(
    (family) => [...document.fonts].some((f) => f.family.replace(/["']/g, '') === family && f.status === 'loaded'),
    KIT_FONT_FAMILIES.sans,
  );
  if (!isKitFontLoaded)
    throw new Error(`${name}: the screen is not drawn in ${KIT_FONT_FAMILIES.sans} (fonts.css not loaded?)`);
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', mask, maskColor: '#8a8f98' });
  const file = path.join(BASELINE_DIR, `${name}.png`);
  if (process.env.PORTCULLIS_UPDATE_SCREENSHOTS === '1') {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(file, shot);
    return;
  }
  if (!existsSync(file))
    throw new Error(`No baseline ${file}: run with PORTCULLIS_UPDATE_SCREENSHOTS=1 and commit it.`);
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(shot);
  const differing = differingPixels(expected, actual);
  const total = expected.width * expected.height;
  if (differing === null || differing / total > ALLOWED_RATIO) {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'portcullis-screens-')), `${name}.actual.png`);
    writeFileSync(out, shot);
    throw new Error(
      differing === null
        ? `${name}: size ${actual.width}×${actual.height} differs from the baseline ${expected.width}×${expected.height} (actual: ${out})`
        : `${name}: ${differing} of ${total} pixels differ from the baseline (actual: ${out})`,
    );
  }
}
