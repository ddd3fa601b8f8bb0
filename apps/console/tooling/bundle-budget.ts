import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { CHUNK_MODULES_FILE } from './chunk-modules';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What one page may weigh. */
export interface PageBudget {
  page: string;
  /** Source modules the page's route renders (paths from the app root): their chunks load with the page. */
  modules: string[];
  /** Modules the page fetches after its first render (e.g. the map's shapes); counted in `totalGzip`. */
  laterModules?: string[];
  /** Gzip bytes of JavaScript the page may load before it can render. */
  initialJsBudget?: number;
  /** Gzip bytes of everything (JS and CSS) the page loads once fully shown. */
  totalBudget?: number;
}

/** Spec budgets (issue 14): the sign-in page and the dashboard overview. */
export const PAGE_BUDGETS: PageBudget[] = [
  { page: 'sign-in', modules: ['src/sign-in/sign-in-page.ts'], initialJsBudget: 60 * 1024 },
  {
    page: 'dashboard overview',
    modules: ['src/app-main.tsx', 'src/areas/dashboard/OverviewPage.tsx'],
    laterModules: ['virtual:world-map'],
    // Issue 14: 150 kB. Not counted, as the page does not load them until asked: the SignalR client
    // (connected only while an export this browser started runs, src/state/export-hub.ts) and the kit's
    // overlay layer (@floating-ui/react, fetched when a menu, popover or tooltip is about to open).
    totalBudget: 150 * 1024,
  },
];

export interface PageWeight {
  page: string;
  /** Files the page loads before rendering: the entry, the route's chunks and their static imports. */
  initialFiles: string[];
  /** Files loaded after the first render. */
  laterFiles: string[];
  initialJsGzip: number;
  totalGzip: number;
  failures: string[];
}

/**
 * The files a page loads, from Vite's manifest: the HTML entry and the chunks holding the page's
 * modules, each with its static imports (recursively) and CSS. `chunkOf` names the chunk holding a
 * module that is not a manifest entry of its own.
 */
export function pageFiles(manifest: Manifest, roots: string[], chunkOf: Record<string, string>): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, c]) => [c.file, key]));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the Vite manifest.`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) {
    if (manifest[root]) visit(root);
    else if (chunkOf[root] && byFile.has(chunkOf[root])) visit(byFile.get(chunkOf[root])!);
    else throw new Error(`No chunk holds "${root}": is it still part of the console?`);
  }
  return [...files];
}

/** Weighs each page of `budgets` in the built console `dist` (gzip level 9 of every file it loads). */
export function weighPages(dist: string, budgets: PageBudget[] = PAGE_BUDGETS): PageWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunkOf = existsSync(path.join(dist, CHUNK_MODULES_FILE))
    ? (JSON.parse(readFileSync(path.join(dist, CHUNK_MODULES_FILE), 'utf8')) as Record<string, string>)
    : {};
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('The manifest has no index.html entry.');
  const gzip = new Map<string, number>();
  const size = (file: string) => {
    if (!gzip.has(file)) gzip.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gzip.get(file)!;
  };
  return budgets.map((b) => {
    const initialFiles = pageFiles(manifest, [entry, ...b.modules], chunkOf);
    const laterFiles = pageFiles(manifest, b.laterModules ?? [], chunkOf).filter((f) => !initialFiles.includes(f));
    const initialJsGzip = initialFiles.filter((f) => f.endsWith('.js')).reduce((n, f) => n + size(f), 0);
    const totalGzip = [...initialFiles, ...laterFiles].reduce((n, f) => n + size(f), 0);
    const failures: string[] = [];
    if (b.initialJsBudget !== undefined && initialJsGzip > b.initialJsBudget)
      failures.push(`${b.page}: ${kb(initialJsGzip)} of JavaScript before rendering, budget ${kb(b.initialJsBudget)}`);
    if (b.totalBudget !== undefined && totalGzip > b.totalBudget)
      failures.push(`${b.page}: ${kb(totalGzip)} in all, budget ${kb(b.totalBudget)}`);
    return { page: b.page, initialFiles, laterFiles, initialJsGzip, totalGzip, failures };
  });
}

/**
 * Bytes of font files index.html may preload (its `<link rel="preload" as="font">`): they compete with
 * the sign-in page's script for the first paint. WOFF2 is compressed already, so files count as stored.
 */
export const FONT_PRELOAD_BUDGET = 64 * 1024;

export interface FontWeight {
  /** Font files index.html preloads, with their bytes. */
  preloaded: Array<{ file: string; bytes: number }>;
  /** Every font file of the build: fetched only by a page that shows their characters. */
  allFontBytes: number;
  failures: string[];
}

/** Weighs the fonts of the built console `dist`: those index.html preloads, against FONT_PRELOAD_BUDGET. */
export function weighFonts(dist: string, budget = FONT_PRELOAD_BUDGET): FontWeight {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="preload"/.test(tag) && /\bas="font"/.test(tag))
    .map((tag) => /\bhref="\/?([^"]+)"/.exec(tag)![1]!)
    .map((file) => ({ file, bytes: statSync(path.join(dist, file)).size }));
  const assets = path.join(dist, 'assets');
  const allFontBytes = (existsSync(assets) ? readdirSync(assets) : [])
    .filter((f) => /\.(?:woff2?|ttf|otf)$/.test(f))
    .reduce((n, f) => n + statSync(path.join(assets, f)).size, 0);
  const preloadBytes = preloaded.reduce((n, f) => n + f.bytes, 0);
  const failures =
    preloadBytes > budget ? [`fonts: ${kb(preloadBytes)} preloaded by index.html, budget ${kb(budget)}`] : [];
  return { preloaded, allFontBytes, failures };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** `tsx tooling/bundle-budget.ts [dist]`: prints each page's weight; exits 1 when one is over budget. */
function main() {
  const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
  const weights = weighPages(dist);
  for (const w of weights) {
    console.log(`${w.page}: ${kb(w.initialJsGzip)} gzip JavaScript before rendering, ${kb(w.totalGzip)} gzip in all`);
    for (const f of w.initialFiles) console.log(`  ${f}`);
    for (const f of w.laterFiles) console.log(`  ${f} (after the first render)`);
  }
  const fonts = weighFonts(dist);
  const preloadBytes = fonts.preloaded.reduce((n, f) => n + f.bytes, 0);
  console.log(
    `fonts: ${kb(preloadBytes)} preloaded for the first paint, ${kb(fonts.allFontBytes)} of font files in all (the rest load only for the characters a page shows)`,
  );
  for (const f of fonts.preloaded) console.log(`  ${f.file} (${kb(f.bytes)}, preloaded)`);
  const failures = [...weights.flatMap((w) => w.failures), ...fonts.failures];
  for (const f of failures) console.error(`Over budget: ${f}`);
  if (failures.length) process.exit(1);
  console.log('Every page is within its budget.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
