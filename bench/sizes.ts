import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Peer dependencies and sibling packages stay external, as an application bundling them would share them. */
const external = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@portcullis/ui',
  '@portcullis/api-client',
  '@microsoft/signalr',
  'zod',
];

async function gzipSize(entryContents: string, resolveDir: string): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    stdin: { contents: entryContents, resolveDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    external,
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** Gzip size of the rule builder's entries beside react-querybuilder's QueryBuilder, bundled the same way in the same run. */
export async function benchSizes(): Promise<void> {
  console.log('\nRule builder bundle size (minified + gzip, peers external)');
  const core = await gzipSize("export * from '@portcullis/rule-builder/core';", root + '/bench');
  const builder = await gzipSize(
    "export { RuleBuilder, PreviewPanel } from '@portcullis/rule-builder';",
    root + '/bench',
  );
  const rqb = await gzipSize("export { QueryBuilder } from 'react-querybuilder';", root + '/bench');
  console.log(`  @portcullis/rule-builder/core          ${kb(core.raw)} raw, ${kb(core.gzip)} gzip (target ≤ 6 kB)`);
  console.log(
    `  @portcullis/rule-builder (builder)     ${kb(builder.raw)} raw, ${kb(builder.gzip)} gzip (target ≤ 20 kB)`,
  );
  console.log(`  react-querybuilder QueryBuilder        ${kb(rqb.raw)} raw, ${kb(rqb.gzip)} gzip`);
  console.log(`  ratio builder / react-querybuilder     ${(builder.gzip / rqb.gzip).toFixed(2)}`);
}
