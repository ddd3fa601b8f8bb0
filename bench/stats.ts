/** Small statistics helpers for the bench: every figure is printed beside a baseline from the same run. */
import os from 'node:os';
import { Worker } from 'node:worker_threads';

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

export function summarize(samplesMs: readonly number[], wallMs: number): LatencySummary {
  return {
    count: samplesMs.length,
    p50: percentile(samplesMs, 50),
    p95: percentile(samplesMs, 95),
    p99: percentile(samplesMs, 99),
    perSecond: (samplesMs.length / wallMs) * 1000,
  };
}

/** Runs `task` with `concurrency` workers until `count` calls are done; returns per-call latencies (ms). */
export async function measure(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
  /** Untimed preparation before each sample (e.g. dropping a cache the sample must not find). */
  before?: (i: number) => Promise<void>,
): Promise<{ samples: number[]; wallMs: number }> {
  const samples: number[] = [];
  let next = 0;
  let untimed = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      if (before) {
        const b0 = performance.now();
        await before(i);
        untimed += performance.now() - b0;
      }
      const t0 = performance.now();
      await task(i);
      samples.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { samples, wallMs: performance.now() - started - untimed / concurrency };
}

export const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

export function printRow(label: string, s: LatencySummary): void {
  console.log(
    `  ${label.padEnd(38)} n=${String(s.count).padStart(6)}  p50=${fmt(s.p50).padStart(8)} ms  p95=${fmt(s.p95).padStart(8)} ms  p99=${fmt(s.p99).padStart(8)} ms  ${fmt(s.perSecond, 0).padStart(7)}/s`,
  );
}

export function printRatio(label: string, value: number, target?: string): void {
  console.log(`  ${label.padEnd(38)} ratio=${fmt(value)}${target ? `  (target ${target})` : ''}`);
}

/** One request shape for `loadFromWorker`. */
export interface LoadTarget {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Request i sends bodies[i % bodies.length] (overrides `body`). */
  bodies?: string[];
}

/**
 * Sends `count` requests to `target` with `concurrency` keep-alive connections from a worker thread
 * (bench/http-load-worker.mjs), so the client does not compete for the measured server's event loop.
 */
export function loadFromWorker(
  target: LoadTarget,
  count: number,
  concurrency: number,
): Promise<{ samples: number[]; wallMs: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./http-load-worker.mjs', import.meta.url), {
      workerData: { ...target, count, concurrency },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`load worker exited with ${code}`)));
  });
}

/**
 * Measures each labelled target `rounds` times, alternating which goes first in each round (after one
 * warm-up round each), and returns the pooled summaries. Same data, same client, same process.
 */
export async function alternate<K extends string>(
  targets: Record<K, () => Promise<{ samples: number[]; wallMs: number }>>,
  rounds: number,
): Promise<Record<K, LatencySummary>> {
  const keys = Object.keys(targets) as K[];
  for (const key of keys) await targets[key](); // warm-up, discarded
  const pooled = Object.fromEntries(keys.map((k) => [k, { samples: [] as number[], wallMs: 0 }])) as Record<
    K,
    { samples: number[]; wallMs: number }
  >;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? keys : [...keys].reverse();
    for (const key of order) {
      const m = await targets[key]();
      pooled[key].samples.push(...m.samples);
      pooled[key].wallMs += m.wallMs;
    }
  }
  return Object.fromEntries(keys.map((k) => [k, summarize(pooled[k].samples, pooled[k].wallMs)])) as Record<
    K,
    LatencySummary
  >;
}

/** Prints one target line: goal, figure and whether it holds. */
export function printVerdict(label: string, figure: number, goal: string, holds: boolean, unit = ''): void {
  console.log(`  ${label.padEnd(46)} figure=${fmt(figure)}${unit}  goal ${goal}  ${holds ? 'HOLDS' : 'MISSES'}`);
}

/** The machine the figures were taken on, printed under each bench heading. */
export function machineConditions(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, Node ${process.version}`;
}

/** Samples the process RSS every `everyMs` until stopped; `stop` returns the peak (bytes). */
export function rssSampler(everyMs = 10) {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), everyMs);
  return { stop: () => (clearInterval(timer), Math.max(peak, process.memoryUsage.rss())) };
}
