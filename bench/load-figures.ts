/** What one load run measured: requests per second, latency percentiles, and the tally of answers. */
export interface LoadFigures {
  perSecond: number;
  p99Ms: number;
  p50Ms: number;
  ok: number;
  failed: number;
}
