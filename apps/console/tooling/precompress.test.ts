import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text assets that decode to the original', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      mkdirSync(path.join(dir, '.vite'));
      const js = 'export const x = 1;\n'.repeat(200);
      writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), js);
      writeFileSync(path.join(dir, 'assets', 'small-Ab12Cd34.css'), 'a{}');
      writeFileSync(path.join(dir, 'assets', 'photo-Ab12Cd34.png'), Buffer.alloc(4096, 1));
      writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ padding: 'x'.repeat(2000) }));

      expect(precompressDirectory(dir)).toEqual([path.join('assets', 'index-Ab12Cd34.js')]);
      const file = path.join(dir, 'assets', 'index-Ab12Cd34.js');
      expect(brotliDecompressSync(readFileSync(file + '.br')).toString()).toBe(js);
      expect(gunzipSync(readFileSync(file + '.gz')).toString()).toBe(js);
      expect(readFileSync(file + '.br').length).toBeLessThan(js.length / 10);
      // Too small to gain, already-compressed formats and build metadata are left alone.
      expect(existsSync(path.join(dir, 'assets', 'small-Ab12Cd34.css.br'))).toBe(false);
      expect(existsSync(path.join(dir, 'assets', 'photo-Ab12Cd34.png.gz'))).toBe(false);
      expect(existsSync(path.join(dir, '.vite', 'manifest.json.br'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
