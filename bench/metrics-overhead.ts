import { measureVotes } from './load';
import { median } from './rounds';
import { type Engine, startBenchServer } from './servers';

// Votes/s with GET /metrics on (METRICS_TOKEN set, scraped every second: fifteen times
// Prometheus's usual pace) against the same server with it off, both running at once and
// measured in the same rounds, the order turning each round so the machine's swings fall
// on both alike. The bound: on within 5 % of off.

const TOKEN = 'bench-metrics-token-0123456789abcdef0123';
const SCRAPE_EVERY_MS = 1000;

export interface MetricsOverheadFigures {
  engine: Engine;
  on: number;
  off: number;
  /** Median of the rounds' ratios, on ÷ off. */
  ratio: number;
  failed: number;
  scrapes: number;
}

export async function measureMetricsOverhead(
  engine: Engine,
  fans: number,
  seconds: number,
  rounds: number,
): Promise<MetricsOverheadFigures> {
  const off = await startBenchServer(engine, { fans });
  const on = await startBenchServer(engine, { fans, env: { METRICS_TOKEN: TOKEN } });
  let scrapes = 0;
  const scrape = async () => {
    const res = await fetch(`${on.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    if (res.status !== 200) throw new Error(`metrics: ${res.status}`);
    await res.text();
    scrapes += 1;
  };
  const scraper = setInterval(() => void scrape().catch(() => {}), SCRAPE_EVERY_MS);
  try {
    await scrape();
    const steps = [
      { name: 'off', run: () => measureVotes(off.url, off.tokens, seconds) },
      { name: 'on', run: () => measureVotes(on.url, on.tokens, seconds) },
    ];
    for (const step of steps) await step.run(); // warm-up
    const rates = { on: [] as number[], off: [] as number[] };
    let failed = 0;
    for (let round = 0; round < rounds; round += 1) {
      for (let i = 0; i < steps.length; i += 1) {
        const step = steps[(i + round) % steps.length]!;
        const figures = await step.run();
        failed += figures.failed;
        rates[step.name as 'on' | 'off'].push(figures.perSecond);
      }
    }
    return {
      engine,
      on: median(rates.on),
      off: median(rates.off),
      ratio: median(rates.on.map((x, i) => x / rates.off[i]!)),
      failed,
      scrapes,
    };
  } finally {
    clearInterval(scraper);
    await on.close();
    await off.close();
  }
}
