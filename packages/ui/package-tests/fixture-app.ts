// Helpers of the packed-package test: build and pack the four packages, install the tarballs into a
// fresh app outside the workspace, serve its build, measure a bundle.
import { execFile } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

export const run = promisify(execFile);
// Under `npx pnpm@10 test` pnpm may not be on PATH: reuse the pnpm that runs this script when known.
const pnpmCommand: [string, string[]] =
  process.env['npm_execpath'] && /pnpm/.test(process.env['npm_execpath'])
    ? [process.execPath, [process.env['npm_execpath']]]
    : ['pnpm', []];
export const pnpm = (args: string[], cwd: string) =>
  run(pnpmCommand[0], [...pnpmCommand[1], ...args], { cwd, maxBuffer: 64 * 1024 * 1024 });

export const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const packagesDir = path.resolve(uiDir, '..');

/** The four published packages, in build order (each after what it depends on). */
export const PACKAGES = ['api-client', 'ui', 'rule-builder', 'datatable'] as const;
export type PackageName = (typeof PACKAGES)[number];

/** Builds and packs every package into `into`; returns the tarball of each. */
export async function buildAndPack(into: string): Promise<Record<PackageName, string>> {
  const tarballs = {} as Record<PackageName, string>;
  for (const name of PACKAGES) {
    const dir = path.join(packagesDir, name);
    await pnpm(['build'], dir);
    const before = new Set(readdirSync(into));
    await pnpm(['pack', '--pack-destination', into], dir);
    const made = readdirSync(into).find((f) => f.endsWith('.tgz') && !before.has(f));
    if (!made) throw new Error(`pnpm pack produced no tarball for ${name}`);
    tarballs[name] = path.join(into, made);
  }
  return tarballs;
}

/**
 * Copies the fixture app to `appDir` and installs the tarballs there, outside the workspace. pnpm
 * overrides make the packages' own `^0.1.0` ranges on each other resolve to the tarballs too.
 */
export async function installFixture(appDir: string, tarballs: Record<PackageName, string>): Promise<void> {
  cpSync(path.join(uiDir, 'fixtures', 'vite-app'), appDir, { recursive: true });
  const own = JSON.parse(readFileSync(path.join(uiDir, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const dev = (name: string) => {
    const range = own.devDependencies[name];
    if (!range) throw new Error(`@portcullis/ui has no devDependency ${name} to pin the fixture with`);
    return range;
  };
  const ours = Object.fromEntries(PACKAGES.map((name) => [`@portcullis/${name}`, `file:${tarballs[name]}`]));
  writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({
      name: 'portcullis-fixture',
      private: true,
      type: 'module',
      dependencies: {
        ...ours,
        '@emotion/react': dev('@emotion/react'),
        react: dev('react'),
        'react-dom': dev('react-dom'),
      },
      devDependencies: {
        vite: dev('vite'),
        typescript: dev('typescript'),
        '@types/react': dev('@types/react'),
        '@types/react-dom': dev('@types/react-dom'),
        '@types/node': '^20.19.0',
      },
      pnpm: { overrides: ours },
    }),
  );
  await pnpm(['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'], appDir);
}

/** The environment of a production build: vitest sets NODE_ENV=test, which would bundle React's development build. */
export const productionEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: 'production' });

/** Serves a built folder on a loopback port. */
export async function serve(distDir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path.join(
      distDir,
      pathname === '/' ? 'index.html' : path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''),
    );
    try {
      const body = readFileSync(file);
      res.writeHead(200, {
        'content-type': file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** What one size entry bundles to: minified + gzip bytes of its JavaScript and the modules it holds. */
export interface BundleSize {
  minified: number;
  gzip: number;
  modules: string[];
}

/** Bundles `size/{entry}` alone with Vite (minified) and measures it. */
export async function bundleSize(appDir: string, entry: string): Promise<BundleSize> {
  await run(path.join(appDir, 'node_modules', '.bin', 'vite'), ['build', '--config', 'vite.size.config.ts'], {
    cwd: appDir,
    env: { ...productionEnv(), SIZE_ENTRY: `size/${entry}` },
  });
  const outDir = path.join(appDir, 'size-dist', entry.replace(/\.tsx?$/, ''));
  const js = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? js(path.join(dir, d.name)) : d.name.endsWith('.js') ? [path.join(dir, d.name)] : [],
    );
  let minified = 0;
  let gzip = 0;
  for (const file of js(outDir)) {
    const bytes = readFileSync(file);
    minified += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const modules = JSON.parse(readFileSync(path.join(outDir, 'modules.json'), 'utf8')) as string[];
  return { minified, gzip, modules };
}

/** Whether a bundle holds zod or React (their modules, wherever the package manager put them). */
export const holds = (size: BundleSize, pkg: 'zod' | 'react' | 'react-dom' | '@microsoft/signalr') =>
  size.modules.some((id) => id.replace(/\\/g, '/').includes(`/node_modules/${pkg}/`));
