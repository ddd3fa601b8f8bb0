import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { createServer } from '@portcullis/server';
import { kb, PAGE_BUDGETS, weighPages } from '../apps/console/tooling/bundle-budget';
import { machineConditions, printVerdict } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const consoleDir = path.join(root, 'apps/console');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts headless Chromium with a DevTools port for Lighthouse; resolves once it listens. */
async function startChromium(profile: string): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening: ${text.slice(-500)}`)));
  });
  return { port, process: child };
}

/**
 * P4: the console's weight and Lighthouse mobile performance (Lighthouse's default mobile emulation
 * and simulated throttling, Debian Chromium `--headless=new`) for the sign-in page and the signed-in
 * dashboard overview, served by the real server from a fresh production build (precompressed,
 * cached). Bundle sizes come from the Vite manifest (tooling/bundle-budget.ts).
 */
export async function benchLighthouse({ runs = 3 } = {}): Promise<void> {
  console.log('\nP4 console weight and Lighthouse mobile performance (sign-in and signed-in dashboard overview)');
  console.log(`  ${machineConditions()}`);
  const built = spawnSync('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn'], {
    cwd: consoleDir,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('The console build failed.');

  const weights = weighPages(path.join(consoleDir, 'dist'));
  for (const w of weights) {
    const budget = PAGE_BUDGETS.find((b) => b.page === w.page)!;
    if (budget.initialJsBudget !== undefined)
      printVerdict(
        `P4 ${w.page}: JavaScript before rendering (gzip)`,
        w.initialJsGzip / 1024,
        `≤ ${kb(budget.initialJsBudget)}`,
        w.initialJsGzip <= budget.initialJsBudget,
        ' kB',
      );
    if (budget.totalBudget !== undefined)
      printVerdict(
        `P4 ${w.page}: everything it loads (gzip)`,
        w.totalGzip / 1024,
        `≤ ${kb(budget.totalBudget)}`,
        w.totalGzip <= budget.totalBudget,
        ' kB',
      );
  }

  const server = await createServer({ port: 0, seedUsers: 2000, adminPassword: 'Bench#Password1' });
  const profile = mkdtempSync(path.join(tmpdir(), 'portcullis-lh-'));
  let chromium: ChildProcess | undefined;
  try {
    const login = await fetch(server.url + '/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'admin', Password: 'Bench#Password1' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const started = await startChromium(profile);
    chromium = started.process;
    const pages: Array<{ label: string; url: string; headers: Record<string, string> }> = [
      { label: 'sign-in', url: server.url + '/account/login', headers: {} },
      { label: 'dashboard overview (signed in)', url: server.url + '/dashboard/overview', headers: { Cookie: cookie } },
    ];
    console.log(`  ${runs} Lighthouse runs per page (median score); mobile, simulated throttling`);
    for (const page of pages) {
      const scores: number[] = [];
      const metrics: string[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(page.url, {
          port: started.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: page.headers,
        });
        const lhr = result!.lhr;
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
        scores.push(lhr.categories.performance!.score ?? 0);
        const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        metrics.push(
          `FCP ${(ms('first-contentful-paint') / 1000).toFixed(1)} s, LCP ${(ms('largest-contentful-paint') / 1000).toFixed(1)} s, TBT ${ms('total-blocking-time').toFixed(0)} ms, CLS ${ms('cumulative-layout-shift').toFixed(3)}`,
        );
      }
      const order = scores.map((s, i) => [s, i] as const).sort((a, b) => a[0] - b[0]);
      const [median, at] = order[Math.floor(order.length / 2)]!;
      console.log(`  ${page.label}: scores ${scores.map((s) => s.toFixed(2)).join(', ')}; median run ${metrics[at]}`);
      printVerdict(`P4 Lighthouse mobile performance, ${page.label}`, median, '≥ 0.90', median >= 0.9);
    }
  } finally {
    if (chromium && chromium.exitCode === null) {
      const exited = new Promise((resolve) => chromium!.once('exit', resolve));
      chromium.kill();
      await exited;
    }
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
