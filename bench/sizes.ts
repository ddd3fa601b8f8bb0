import { build, type Metafile, type OutputFile } from 'esbuild';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { machineConditions, printVerdict } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Like for like: only React itself stays external on both sides (the host app has it); everything else is bundled. */
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client'];

interface Size {
  /** Entry chunk and the chunks it imports statically: what rendering a text condition loads. */
  initialGzip: number;
  /** Every chunk, lazily loaded ones included. */
  allGzip: number;
}

/** Bundles `entryContents` with code splitting (dynamic imports become chunks) and gzips each chunk (level 9). */
async function gzipSizes(entryContents: string, jsxImportSource: string): Promise<Size> {
  const outdir = mkdtempSync(path.join(tmpdir(), 'portcullis-sizes-'));
  try {
    const result = await build({
      stdin: { contents: entryContents, resolveDir: root + '/bench', loader: 'ts', sourcefile: 'entry.ts' },
      bundle: true,
      splitting: true,
      minify: true,
      format: 'esm',
      outdir,
      write: false,
      metafile: true,
      platform: 'browser',
      external,
      jsx: 'automatic',
      jsxImportSource,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const gz = new Map(
      result.outputFiles.map((f: OutputFile) => [
        path.relative(root, f.path),
        gzipSync(f.contents, { level: 9 }).length,
      ]),
    );
    const outputs = result.metafile!.outputs as Metafile['outputs'];
    const entry = Object.keys(outputs).find((k) => outputs[k]!.entryPoint)!;
    const initial = new Set<string>();
    const visit = (file: string) => {
      if (initial.has(file)) return;
      initial.add(file);
      for (const i of outputs[file]!.imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
    };
    visit(entry);
    const size = (files: Iterable<string>) =>
      [...files].reduce((n, f) => n + (gz.get(path.relative(root, path.resolve(root, f))) ?? 0), 0);
    return { initialGzip: size(initial), allGzip: size(Object.keys(outputs).filter((f) => f.endsWith('.js'))) };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/**
 * Gzip size of the rule builder beside react-querybuilder's QueryBuilder, bundled the same way in the
 * same run: minified, React external on both sides, every other dependency (design system, Emotion,
 * pickers, redux, immer…) inside.
 */
export async function benchSizes(): Promise<void> {
  console.log(
    '\nRule builder bundle size (minified + gzip 9; react and react-dom external on both sides, all else bundled)',
  );
  console.log(`  ${machineConditions()}`);
  const core = await gzipSizes("export * from '@portcullis/rule-builder/core';", '@portcullis/ui');
  const builder = await gzipSizes(
    "export { RuleBuilder, PreviewPanel } from '@portcullis/rule-builder';",
    '@emotion/react',
  );
  const rqb = await gzipSizes("export { QueryBuilder } from 'react-querybuilder';", 'react');
  console.log(`  @portcullis/rule-builder/core          ${kb(core.initialGzip)}`);
  console.log(
    `  RuleBuilder + PreviewPanel             ${kb(builder.initialGzip)} to render a text condition; ${kb(builder.allGzip)} with every value editor (dates, selects, trees, object search; loaded on first use)`,
  );
  console.log(`  react-querybuilder QueryBuilder        ${kb(rqb.initialGzip)} (${kb(rqb.allGzip)} in all)`);
  const ratio = builder.initialGzip / rqb.initialGzip;
  printVerdict('rule builder (text condition) / react-querybuilder', ratio, '≤ 1.00', ratio <= 1);
}
