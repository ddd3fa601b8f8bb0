import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routes, HUBS, type RouteTable } from '@portcullis/api-client';
import { precompress } from './tooling/precompress';
import { worldMap } from './tooling/world-map';
import { chunkModules } from './tooling/chunk-modules';
import { consolePaths } from './tooling/console-paths';
import { fontPreload } from './tooling/font-preload';
import { definitionChunks } from './tooling/definition-chunks';

/**
 * The dev server proxies API calls to the reference server. The proxied prefixes are derived from the
 * contract's paths (first segment), so console routes that share a first segment with a call
 * (/dashboard/overview vs GET /dashboard/Statistics) are told apart by the full call path.
 */
const apiTarget = process.env.PORTCULLIS_API ?? 'http://127.0.0.1:8080';
const callPaths = Object.values(routes as RouteTable)
  .flatMap((calls) => Object.values(calls))
  .map((c) => '^' + c.path.replace(/:[A-Za-z0-9_]+\?/g, '[^/]*').replace(/:[A-Za-z0-9_]+/g, '[^/]+') + '(\\?.*)?$');
const proxy = Object.fromEntries([
  ...callPaths.map((pattern) => [pattern, { target: apiTarget, changeOrigin: false }]),
  ...Object.values(HUBS).map((hub) => [hub.path, { target: apiTarget, ws: true }]),
]);

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@portcullis/ui' }),
    consolePaths(),
    worldMap(),
    chunkModules(),
    definitionChunks(),
    fontPreload(),
    precompress(),
  ],
  server: { host: '127.0.0.1', port: 5173, proxy },
  // The manifest tells the bundle budget (tooling/bundle-budget.ts) what each route loads.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500, manifest: true },
});
