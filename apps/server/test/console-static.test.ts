import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createServer, type PortcullisServer } from '../src/server';
import { consoleCacheControl } from '../src/http/console-static';

// A built console as Vite and the precompress step leave it: hashed assets with .br and .gz copies.
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const indexHtml = `<!doctype html><title>Portcullis</title><div id="root"></div>${'<!-- padding -->'.repeat(60)}`;
const ASSET = '/assets/index-Ab12Cd34.js';

describe('console files: precompressed encodings and cache policy', () => {
  let dir: string;
  let server: PortcullisServer;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portcullis-static-'));
    mkdirSync(path.join(dir, 'assets'));
    for (const [name, text] of [
      ['index.html', indexHtml],
      [ASSET.slice(1), script],
    ] as const) {
      writeFileSync(path.join(dir, name), text);
      writeFileSync(path.join(dir, name + '.br'), brotliCompressSync(text));
      writeFileSync(path.join(dir, name + '.gz'), gzipSync(text));
    }
    writeFileSync(path.join(dir, 'assets', 'tiny-Zz98Yy76.css'), 'a{}');
    server = await createServer({ listen: false, consoleDir: dir, seedUsers: 5, adminPassword: 'Static#Test-Pass1' });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('sends the brotli copy when the browser accepts br, with Vary and a year-long immutable cache', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers['vary'])).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers['vary'])).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is when no encoding is accepted, still varying on Accept-Encoding', async () => {
    const res = await get(ASSET);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(String(res.headers['vary'])).toMatch(/accept-encoding/i);
    expect(res.payload).toBe(script);
  });

  it('serves a file without compressed copies uncompressed', async () => {
    const res = await get('/assets/tiny-Zz98Yy76.css', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe('a{}');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html on every use (direct and as the history-mode fallback), compressed too', async () => {
    const direct = await get('/index.html', { 'accept-encoding': 'br' });
    expect(direct.headers['cache-control']).toBe('no-cache');
    expect(direct.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(direct.rawPayload).toString()).toBe(indexHtml);
    const route = await get('/dashboard/overview', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.headers['content-encoding']).toBe('gzip');
    expect(route.headers['content-type']).toMatch(/text\/html/);
    expect(gunzipSync(route.rawPayload).toString()).toBe(indexHtml);
  });

  it('does not expose the compressed copies as files of their own', async () => {
    const res = await get(ASSET + '.br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('caches only content-hashed asset names for a year', () => {
    expect(consoleCacheControl('/srv/console/assets/OverviewPage-C3xk_9aZ.js')).toMatch(/immutable/);
    expect(consoleCacheControl('/srv/console/assets/OverviewPage-C3xk_9aZ.js.br')).toMatch(/immutable/);
    expect(consoleCacheControl('/srv/console/index.html')).toBe('no-cache');
    expect(consoleCacheControl('/srv/console/index.html.gz')).toBe('no-cache');
    expect(consoleCacheControl('/srv/console/assets/logo.svg')).toBe('no-cache');
    expect(consoleCacheControl('/srv/console/favicon-Ab12Cd34.ico')).toBe('no-cache');
  });
});
