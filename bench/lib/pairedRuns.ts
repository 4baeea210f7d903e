/**
 * Paired A/B timing for a ratio budget on a machine whose load drifts: the reference and the subject run back to back
 * many times, taking turns going first (A/B, B/A, …), after warm-up pairs that are not counted (JIT, the node's caches,
 * sockets). Each pair gives one ratio subject / reference; the figure is the median of those ratios, with its spread.
 * A garbage collection runs before each timed step when the runtime allows it, so neither side pays for the other's
 * garbage.
 */
import os from "node:os";
import v8 from "node:v8";
import vm from "node:vm";

/** A timed step: does its own set-up, returns the milliseconds of the part it measures. */
export type Timed = () => Promise<number>;

export interface PairedRuns {
  reference: number[];
  subject: number[];
  /** subject / reference of each pair. */
  ratios: number[];
}

function collector(): (() => void) | undefined {
  try {
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as unknown;
    return typeof gc === "function" ? (gc as () => void) : undefined;
  } catch {
    return undefined;
  }
}
const gc = collector();

export async function pairedRuns(reference: Timed, subject: Timed, pairs: number, warmup: number): Promise<PairedRuns> {
  const out: PairedRuns = { reference: [], subject: [], ratios: [] };
  for (let i = 0; i < warmup + pairs; i++) {
    const order = i % 2 === 0 ? [reference, subject] : [subject, reference];
    const times = new Map<Timed, number>();
    for (const step of order) {
      gc?.();
      times.set(step, await step());
    }
    if (i < warmup) continue;
    const r = times.get(reference)!;
    const s = times.get(subject)!;
    out.reference.push(r);
    out.subject.push(s);
    out.ratios.push(s / r);
  }
  return out;
}

/** The q-quantile (0…1) of `xs`, linearly interpolated. */
export function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export const median = (xs: number[]) => quantile(xs, 0.5);

/** "1.12 x (middle half 1.05–1.20, all 0.98–1.41, 21 pairs)". */
export function describeRatios(ratios: number[]): string {
  const x = (n: number) => n.toFixed(2);
  return `${x(median(ratios))} x (middle half ${x(quantile(ratios, 0.25))}–${x(quantile(ratios, 0.75))}, all ${x(Math.min(...ratios))}–${x(Math.max(...ratios))}, ${ratios.length} pairs)`;
}

/** The machine's 1-minute load average and core count, printed beside every figure (a loaded machine's figure is only indicative). */
export function loadNote(): string {
  return `load ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`;
}
