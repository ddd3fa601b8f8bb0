import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { measure } from '../scripts/measure-size.mjs';

const run = promisify(execFile);
// Under `npx pnpm@10 test` pnpm may not be on PATH: reuse the pnpm that runs this script when known.
const pnpmCommand: [string, string[]] =
  process.env['npm_execpath'] && /pnpm/.test(process.env['npm_execpath'])
    ? [process.execPath, [process.env['npm_execpath']]]
    : ['pnpm', []];
const pnpm = (args: string[], cwd: string) => run(pnpmCommand[0], [...pnpmCommand[1], ...args], { cwd });
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

let workDir = '';
let tarball = '';

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'portcullis-ui-package-'));
  await pnpm(['build'], packageDir);
  await pnpm(['pack', '--pack-destination', workDir], packageDir);
  const name = readdirSync(workDir).find((f) => f.endsWith('.tgz'));
  if (!name) throw new Error('pnpm pack produced no tarball');
  tarball = path.join(workDir, name);
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('packed @portcullis/ui', () => {
  it('is clean under publint --strict', async () => {
    const publint = path.join(packageDir, '..', '..', 'node_modules', '.bin', 'publint');
    const { stdout } = await run(publint, ['run', tarball, '--strict']);
    expect(stdout).toContain('All good!');
  });

  it('keeps its own code small (gzip)', () => {
    const dist = path.join(packageDir, 'dist');
    const files = [
      path.join(dist, 'index.js'),
      path.join(dist, 'core', 'index.js'),
      ...readdirSync(dist)
        .filter((f) => f.startsWith('chunk-'))
        .map((f) => path.join(dist, f)),
    ];
    const size = measure(files) as { raw: number; gzip: number };
    console.log(`@portcullis/ui dist: ${size.raw} bytes, ${size.gzip} bytes gzip`);
    expect(size.gzip).toBeGreaterThan(0);
    expect(size.gzip).toBeLessThan(60 * 1024);
  });

  describe('in a fresh Vite app', () => {
    let server: Server;
    let url = '';

    beforeAll(async () => {
      const appDir = path.join(workDir, 'app');
      cpSync(path.join(packageDir, 'fixtures', 'vite-app'), appDir, { recursive: true });
      const own = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>;
      };
      writeFileSync(
        path.join(appDir, 'package.json'),
        JSON.stringify({
          name: 'portcullis-ui-fixture',
          private: true,
          type: 'module',
          dependencies: {
            '@portcullis/ui': `file:${tarball}`,
            react: own.devDependencies['react'],
            'react-dom': own.devDependencies['react-dom'],
          },
          devDependencies: { vite: own.devDependencies['vite'] },
        }),
      );
      await pnpm(['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'], appDir);
      await run(path.join(appDir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], { cwd: appDir });
      const distDir = path.join(appDir, 'dist');
      server = createServer((req, res) => {
        const file = path.join(
          distDir,
          (req.url ?? '/') === '/' ? 'index.html' : path.normalize(req.url ?? '').replace(/^(\.\.[/\\])+/, ''),
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
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });

    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve));
    });

    it('renders a DatePicker and a Select that work', async () => {
      const browser = await chromium.launch({
        executablePath: '/usr/bin/chromium',
        args: chromiumArgs,
        headless: true,
      });
      try {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        await page.goto(url);
        await expect(page.getByRole('heading', { name: 'Fixture' }).getAttribute('data-slug')).resolves.toBe(
          'sirket-ayarlari',
        );
        await expect(page.getByRole('textbox', { name: 'Start date' }).inputValue()).resolves.toBe('10/05/2026');
        await page.getByRole('button', { name: 'Open calendar' }).click();
        await expect(page.getByRole('gridcell').count()).resolves.toBe(42);
        await page.getByRole('button', { name: /May 21, 2026/ }).click();
        await page.waitForFunction(
          () => (document.querySelector('input') as HTMLInputElement | null)?.value === '21/05/2026',
          null,
          { timeout: 5000 },
        );
        await page.getByRole('combobox', { name: 'Object type' }).click();
        await expect(page.getByRole('option').first().textContent()).resolves.toBe('-None-');
        await page.getByRole('option', { name: 'Role' }).click();
        await page
          .getByLabel('Chosen type')
          .filter({ hasText: /^role$/ })
          .waitFor({ timeout: 5000 });
        await expect(page.getByRole('combobox', { name: 'Object type' }).textContent()).resolves.toContain('Role');
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    });
  });
});
