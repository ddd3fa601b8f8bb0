import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COLOR_MODE_STORAGE_KEY, createTheme, resolveColorMode, parseColorModePreference } from '@portcullis/ui/core';

const script = readFileSync(new URL('../public/color-mode.js', import.meta.url), 'utf8');

/** Runs the pre-paint script against a stand-in page (this suite runs in Node) and reads what it set. */
function boot(stored: string | null, prefersDark: boolean) {
  const attributes: Record<string, string> = {};
  const style: Record<string, string> = {};
  const keys: string[] = [];
  runInNewContext(script, {
    window: {
      localStorage: {
        getItem: (key: string) => {
          keys.push(key);
          return stored;
        },
      },
      matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && prefersDark }),
    },
    document: { documentElement: { setAttribute: (n: string, v: string) => (attributes[n] = v), style } },
  });
  return { mode: attributes['data-color-mode'], style, keys };
}

describe('the pre-paint colour-mode script (public/color-mode.js)', () => {
  it('chooses the mode the ThemeProvider will, with the kit background of that mode', () => {
    for (const stored of ['light', 'dark', 'system', null, 'bogus'])
      for (const prefersDark of [false, true]) {
        const expected = resolveColorMode(parseColorModePreference(stored) ?? 'system', prefersDark);
        const page = boot(stored, prefersDark);
        expect(page.mode, `${stored} / prefers dark ${prefersDark}`).toBe(expected);
        expect(page.style.colorScheme).toBe(expected);
        expect(page.style.backgroundColor).toBe(createTheme(expected).colors.background);
        expect(page.keys).toEqual([COLOR_MODE_STORAGE_KEY]);
      }
  });

  it('is loaded by the page before the console', () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    expect(html.indexOf('<script src="/color-mode.js"></script>')).toBeGreaterThan(-1);
    expect(html.indexOf('/color-mode.js')).toBeLessThan(html.indexOf('/src/main.ts'));
  });
});
