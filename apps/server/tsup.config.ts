import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The production build: `node dist/main.js` runs the server without a TypeScript loader. The workspace
 * packages it imports (@portcullis/api-client, @portcullis/rule-builder) export TypeScript sources, so
 * they are bundled in; npm dependencies stay external and load from node_modules. The files the server
 * reads beside its code at run time are copied to where `import.meta.url` of the bundle finds them:
 * db/migrations/*.sql (db/migrate.ts) as dist/migrations, and the PGlite worker (db/pglite-engine.ts),
 * plain JavaScript, as dist/pglite-worker.mjs. The console stays at ../../console/dist from dist/, as
 * from src/ (server.ts DEFAULT_CONSOLE_DIR).
 */
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  splitting: false,
  sourcemap: true,
  noExternal: [/^@portcullis\//],
  onSuccess: async () => {
    cpSync(path.join(dirname, 'src/db/migrations'), path.join(dirname, 'dist/migrations'), { recursive: true });
    cpSync(path.join(dirname, 'src/db/pglite-worker.mjs'), path.join(dirname, 'dist/pglite-worker.mjs'));
  },
});
