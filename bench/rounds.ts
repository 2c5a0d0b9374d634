import { fmt } from './report';

// Two shared cores make single measurements swing by 10–40 % between identical runs (the
// scheduler places the server, the load generator and the database differently each
// time). Figures that carry a verdict are therefore measured in several rounds, the
// engines alternating within each round, and judged by the median round; the table shows
// every round beside it, so a verdict at its line is visible as one.

/** The middle value (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each round's value of one figure, with the median that carries the verdict. */
export interface Spread {
  median: number;
  rounds: readonly number[];
}

export function spread(rounds: readonly number[]): Spread {
  return { median: median(rounds), rounds };
}

/** "58 % (rounds 54 / 63 / 58 %)": the median, then each round in the order measured. */
export function describeSpread(s: Spread, show: (n: number) => string, unit: string): string {
  const each = s.rounds.map((n) => show(n)).join(' / ');
  return `${show(s.median)}${unit} (rounds ${each}${unit})`;
}

/** A ratio shown in percent, rounded to whole numbers. */
export const percent = (ratio: number) => fmt(ratio * 100);

/** Each round's a ÷ b (paired by round: both measured moments apart). */
export function ratios(a: readonly number[], b: readonly number[]): number[] {
  if (a.length !== b.length) throw new Error('ratios need one value of each per round');
  return a.map((value, i) => value / b[i]!);
}
