import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { measure } from '../scripts/measure-size.mjs';
import {
  buildAndPack,
  bundleSize,
  holds,
  installFixture,
  PACKAGES,
  packagesDir,
  productionEnv,
  run,
  serve,
  uiDir,
  type BundleSize,
  type PackageName,
} from './fixture-app';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from '../../../scripts/chromium';

/**
 * The four packages as another product gets them: built, packed, checked by publint, installed from
 * the tarballs into a fresh Vite + React app outside the workspace, type-checked, built, and used in
 * Chromium without any Portcullis provider; single imports are measured as a consumer's bundle.
 */
let workDir = '';
let appDir = '';
let tarballs: Record<PackageName, string>;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'portcullis-packages-'));
  tarballs = await buildAndPack(workDir);
  appDir = path.join(workDir, 'app');
  await installFixture(appDir, tarballs);
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('packed packages', () => {
  it.each(PACKAGES)('@portcullis/%s is clean under publint --strict', async (name) => {
    const publint = path.join(packagesDir, '..', 'node_modules', '.bin', 'publint');
    const { stdout } = await run(publint, ['run', tarballs[name], '--strict']);
    expect(stdout).toContain('All good!');
  });

  it('keeps the ui package’s own code small (gzip)', () => {
    const dist = path.join(uiDir, 'dist');
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
});

describe('in a fresh Vite app', () => {
  it('type-checks against the packed types (host Emotion theme included)', async () => {
    await expect(
      run(path.join(appDir, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], { cwd: appDir }),
    ).resolves.toBeDefined();
  });

  describe('built and opened in Chromium', () => {
    let server: Server;
    let url = '';

    beforeAll(async () => {
      await run(path.join(appDir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], {
        cwd: appDir,
        env: productionEnv(),
      });
      ({ server, url } = await serve(path.join(appDir, 'dist')));
    });
    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve));
    });

    it('renders DatePicker, TreeSelect, RuleBuilder and DataTable without any provider, and they work', async () => {
      const browser = await chromium.launch({
        executablePath: DEBIAN_CHROMIUM,
        args: CHROMIUM_ARGS,
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
        await usesTheDefaultTheme(page);
        await pickADate(page);
        await pickATreeNode(page);
        await buildARule(page);
        await pageTheTable(page);
        await expect(page.getByLabel('Adults').textContent()).resolves.toBe('Ann,Carl');
        await expect(page.getByLabel('Shared user type').textContent()).resolves.toBe('1');
        await expect(page.getByLabel('Host brand').textContent()).resolves.toBe('teal');
        // Without ThemeProvider nothing is stored and no body styles are injected.
        await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
        await expect(page.evaluate(() => getComputedStyle(document.body).margin)).resolves.toBe('8px');
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    });
  });

  describe('single imports (minified + gzip, as the app bundles them)', () => {
    const sizes: Record<string, BundleSize> = {};
    beforeAll(async () => {
      for (const entry of [
        'enum.ts',
        'enum-subpath.ts',
        'datatable-core.ts',
        'evaluate.ts',
        'rule-builder.tsx',
        'datatable.tsx',
      ])
        sizes[entry] = await bundleSize(appDir, entry);
      console.log(
        'bundle sizes (bytes):',
        JSON.stringify(
          Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, { min: v.minified, gzip: v.gzip }])),
        ),
      );
    });

    it.each(['enum.ts', 'enum-subpath.ts', 'datatable-core.ts', 'evaluate.ts'])(
      '%s pulls in neither zod nor React nor SignalR, and stays small',
      (entry) => {
        const size = sizes[entry]!;
        expect(size.modules.length).toBeGreaterThan(0);
        expect(holds(size, 'zod'), `${entry} bundles zod`).toBe(false);
        expect(holds(size, 'react'), `${entry} bundles React`).toBe(false);
        expect(holds(size, 'react-dom'), `${entry} bundles react-dom`).toBe(false);
        expect(holds(size, '@microsoft/signalr'), `${entry} bundles SignalR`).toBe(false);
        expect(size.gzip).toBeLessThan(3 * 1024);
      },
    );

    it('the React components bundle React but not zod', () => {
      for (const entry of ['rule-builder.tsx', 'datatable.tsx']) {
        expect(holds(sizes[entry]!, 'react'), entry).toBe(true);
        expect(holds(sizes[entry]!, 'zod'), `${entry} bundles zod`).toBe(false);
      }
    });
  });
});

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

async function usesTheDefaultTheme(page: Page) {
  const border = await page
    .getByRole('textbox', { name: 'Start date' })
    .evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(border).toBe(rgb('#8c959f')); // lightColors.borderStrong: the edge of every control
}

async function pickADate(page: Page) {
  await expect(page.getByRole('textbox', { name: 'Start date' }).inputValue()).resolves.toBe('10/05/2026');
  await page.getByRole('button', { name: 'Open calendar for Start date' }).click();
  await expect(
    page
      .getByRole('grid', { name: /May 2026/ })
      .getByRole('gridcell')
      .count(),
  ).resolves.toBe(42);
  await page.getByRole('button', { name: /May 21, 2026/ }).click();
  await page.waitForFunction(
    () => (document.querySelector('input') as HTMLInputElement | null)?.value === '21/05/2026',
    null,
    { timeout: 5000 },
  );
}

async function pickATreeNode(page: Page) {
  await page.getByRole('button', { name: 'Units' }).click();
  await page.getByRole('treeitem', { name: /Sales/ }).click();
  await page.getByLabel('Chosen units').filter({ hasText: /^2$/ }).waitFor({ timeout: 5000 });
}

async function buildARule(page: Page) {
  await page.getByRole('button', { name: 'Add rule to group 1' }).click();
  await page.getByRole('combobox', { name: 'Property of rule 1.1' }).click();
  await page.getByRole('option', { name: 'Age', exact: true }).click();
  await page.getByLabel('Value of rule 1.1').fill('21');
  const tree = JSON.parse((await page.getByLabel('Rule tree').textContent()) ?? '{}') as {
    type: string;
    rules: Array<{ group: boolean; property: string; operator: string; value: unknown }>;
  };
  expect(tree.type).toBe('AND');
  expect(tree.rules).toHaveLength(1);
  expect(tree.rules[0]).toMatchObject({ group: false, property: 'Age', operator: 'is', value: 21 });
}

async function pageTheTable(page: Page) {
  await page.getByText('60 in all · page 1 of 3').waitFor({ timeout: 5000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('60 in all · page 2 of 3').waitFor({ timeout: 5000 });
  await page.getByRole('gridcell', { name: 'Person 026' }).waitFor({ timeout: 5000 });
  // The default stateIn is 'url': the page is in the address.
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
}
