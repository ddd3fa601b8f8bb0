import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import path from 'node:path';

/** Vite names every built asset under assets/ after its content hash, so a URL there never changes meaning. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * How long a browser may keep a console file: hashed assets for a year without asking again
 * (`immutable`), everything else (index.html, which names the current hashes) revalidated on every use.
 */
export function consoleCacheControl(filePath: string): string {
  const served = filePath.replace(/\.(?:br|gz)$/, ''); // a compressed copy is cached like its original
  return HASHED_ASSET.test(served) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built console from `dir`: each file gets one route, the brotli or gzip copy written at
 * build time (`file.br`, `file.gz`) is sent when the request accepts it (`Content-Encoding`, and
 * `Vary: Accept-Encoding` on every reply, compressed or not), with the cache policy above.
 */
export async function registerConsoleStatic(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are chosen by negotiation, never addressed on their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, filePath) => void reply.header('cache-control', consoleCacheControl(path.normalize(filePath))),
  });
}
