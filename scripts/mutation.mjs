#!/usr/bin/env node
// `pnpm mutation [core…]`: StrykerJS mutation testing of the React-free cores, one config per core
// (mutation/<core>.config.mjs), run one after another; closes with the score per core. Not part of
// `pnpm test`: a full run takes tens of minutes. Reports: reports/mutation/<core>.html and .json.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CORES = ['rule-builder', 'datatable', 'ui', 'password-policy', 'paging', 'names', 'sign-in-reach'];
const TARGET = 90;

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = asked.filter((a) => !CORES.includes(a));
if (unknown.length) {
  console.error(`Unknown core(s): ${unknown.join(', ')}. Choose from: ${CORES.join(', ')}.`);
  process.exit(2);
}
const cores = asked.length ? asked : CORES;
const stryker = path.join(root, 'node_modules', '.bin', 'stryker');

const rows = [];
for (const core of cores) {
  console.log(`\n=== mutation: ${core} ===`);
  const report = path.join(root, 'reports', 'mutation', `${core}.json`);
  rmSync(report, { force: true });
  const code = await run(stryker, ['run', `mutation/${core}.config.mjs`]);
  rows.push(code === 0 && existsSync(report) ? { core, ...count(report) } : { core, error: `stryker exited ${code}` });
}

console.log('\nMutation score per core (killed + timeout) / (killed + timeout + survived + no coverage):');
console.log(['core', 'mutants', 'killed', 'timeout', 'survived', 'no coverage', 'score'].join('\t'));
for (const r of rows) {
  if (r.error) console.log(`${r.core}\t${r.error}`);
  else
    console.log([r.core, r.valid, r.killed, r.timeout, r.survived, r.noCoverage, `${r.score.toFixed(1)}%`].join('\t'));
}
const below = rows.filter((r) => r.error || r.score < TARGET);
console.log(
  below.length ? `Below ${TARGET}%: ${below.map((r) => r.core).join(', ')}` : `Every core is at ${TARGET}% or more.`,
);
process.exit(below.length ? 1 : 0);

/** Counts a mutation-testing-elements JSON report the way Stryker scores it (invalid mutants left out). */
function count(file) {
  const statuses = Object.values(JSON.parse(readFileSync(file, 'utf8')).files).flatMap((f) =>
    f.mutants.map((m) => m.status),
  );
  const n = (s) => statuses.filter((x) => x === s).length;
  const killed = n('Killed');
  const timeout = n('Timeout');
  const survived = n('Survived');
  const noCoverage = n('NoCoverage');
  const valid = killed + timeout + survived + noCoverage;
  return { valid, killed, timeout, survived, noCoverage, score: valid ? ((killed + timeout) / valid) * 100 : 100 };
}

function run(cmd, args) {
  return new Promise((resolve) => {
    // Mutants run in UTC+14 unless TZ is set: a mutant that reads a date in local time instead of UTC
    // then lands on another instant, where on a UTC machine it would pass unnoticed.
    const env = { ...process.env, TZ: process.env.TZ || 'Pacific/Kiritimati' };
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
    child.on('close', (code) => resolve(code ?? 1));
  });
}
