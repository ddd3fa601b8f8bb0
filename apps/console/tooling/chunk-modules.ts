import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the chunk map is written, beside Vite's manifest. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Vite plugin: writes which output chunk holds each source module (paths relative to the app root),
 * so the bundle budget can find a route's screen even when it is not a chunk of its own.
 */
export function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'portcullis:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of Object.keys(chunk.modules)) {
          const name = id.startsWith('\0') ? id.slice(1) : path.relative(root, id.split('?')[0]!);
          map[name.split(path.sep).join('/')] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(map, null, 1) });
    },
  };
}
