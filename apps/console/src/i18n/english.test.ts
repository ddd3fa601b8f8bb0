import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHELL_TEXTS_EN, TEXTS_TR } from '@portcullis/api-client';
import { ENGLISH } from './i18n-state';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every `t('key'` the console's source asks for (tests excluded). */
function keysUsedInSource(): string[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f),
  );
  const keys = new Set<string>();
  for (const file of files)
    for (const match of readFileSync(path.join(SRC, file), 'utf8').matchAll(/\bt\(\s*'([A-Za-z][\w.-]*)'/g))
      keys.add(match[1]!);
  return [...keys].sort();
}

describe('the console’s text keys', () => {
  it('all exist in English: every key the source asks for', () => {
    const used = keysUsedInSource();
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((k) => !(k in ENGLISH))).toEqual([]);
  });

  it('all exist in English: every key the Turkish texts translate (no stale translation)', () => {
    expect(Object.keys(TEXTS_TR).filter((k) => !(k in ENGLISH))).toEqual([]);
  });

  it('keys every route title by the route’s name, and the shell texts by theirs', () => {
    expect(ENGLISH.ConfigurationList).toBe('Configurations');
    expect(ENGLISH.RebuildIndex).toBe('Index Maintenance');
    for (const [key, text] of Object.entries(SHELL_TEXTS_EN)) expect(ENGLISH[key]).toBe(text);
  });
});
