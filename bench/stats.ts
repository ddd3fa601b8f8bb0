/** Small statistics helpers for the bench: every figure is printed beside a baseline from the same run. */

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
): Promise<{ samples: number[]; wallMs: number }> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      await task(i);
      samples.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { samples, wallMs: performance.now() - started };
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
