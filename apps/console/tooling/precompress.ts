import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images and fonts are already compressed formats. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/i;
/** Below this a compressed copy saves less than a packet and costs a file. */
const MIN_BYTES = 512;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible file
 * under `dir`, so the server sends them as they are instead of compressing on each request. A
 * compressed copy that is not smaller than the original is not written. Returns the files compressed.
 */
export function precompressDirectory(dir: string): string[] {
  const done: string[] = [];
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = gzipSync(source, { level: 9 });
    if (br.length < source.length) writeFileSync(file + '.br', br);
    if (gz.length < source.length) writeFileSync(file + '.gz', gz);
    done.push(path.relative(dir, file));
  }
  return done;
}

function listFiles(dir: string): string[] {
  // Dot folders (Vite's .vite/manifest.json) are build metadata, never served.
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** Vite plugin: precompresses the build output once it is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portcullis:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
