#!/usr/bin/env node
// Runs every test of the workspace in order and prints one closing line "N passed, M failed".
// Steps run one after another (2-core machines): format, import boundaries (lint), typecheck, each package's suite, the console build
// the server serves and its bundle budget (the sign-in page's weight), then the browser end-to-end suite against the real server.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pnpm =
  process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath)
    ? [process.execPath, process.env.npm_execpath]
    : ['pnpm'];

const steps = [
  { name: 'format', args: ['run', 'format:check'] },
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'typecheck', args: ['-r', '--workspace-concurrency=1', 'typecheck'] },
  { name: 'api-client', args: ['--filter', '@portcullis/api-client', 'test'] },
  { name: 'rule-builder', args: ['--filter', '@portcullis/rule-builder', 'test'] },
  { name: 'datatable', args: ['--filter', '@portcullis/datatable', 'test'] },
  { name: 'ui', args: ['--filter', '@portcullis/ui', 'test'] },
  { name: 'server', args: ['--filter', '@portcullis/server', 'test'] },
  { name: 'console', args: ['--filter', '@portcullis/console', 'test'] },
  { name: 'console build', args: ['--filter', '@portcullis/console', 'build'] },
  { name: 'bundle budget', args: ['--filter', '@portcullis/console', 'bundle-budget'] },
  { name: 'end-to-end', args: ['--filter', '@portcullis/console', 'test:e2e'] },
];

const only = process.argv.slice(2);
const stripAnsi = (s) => s.replace(/\u001b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];

for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const { code, output } = await run(pnpm[0], [...pnpm.slice(1), ...step.args]);
  const counts = vitestCounts(stripAnsi(output));
  failedTests.push(...failedTestLines(stripAnsi(output)).map((line) => `[${step.name}] ${line}`));
  passed += counts.passed;
  failed += counts.failed;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (code !== 0) {
    failures.push(step.name);
    if (counts.failed === 0) failed += 1; // a step that failed outside a test (typecheck, build) still counts
  }
  console.log(
    `=== ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} (${counts.passed} passed, ${counts.failed} failed, ${seconds}s) ===`,
  );
}

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
// Repeated at the very end because CI keeps only the tail of a long run's output.
for (const line of failedTests.slice(0, 40)) console.log(`Failed: ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);

function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Sums vitest's " Tests  3 failed | 40 passed (43)" summary lines (several projects may print one each). */
function vitestCounts(text) {
  let p = 0;
  let f = 0;
  for (const line of text.split('\n')) {
    const m = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    if (!m) continue;
    const pm = /(\d+) passed/.exec(m[1]);
    const fm = /(\d+) failed/.exec(m[1]);
    if (pm) p += Number(pm[1]);
    if (fm) f += Number(fm[1]);
  }
  return { passed: p, failed: f };
}

/** The names vitest gives failing tests and files ("FAIL  file > test", "× test"), once each. */
function failedTestLines(text) {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(FAIL|×)\s/.test(line));
  return [...new Set(lines)];
}
