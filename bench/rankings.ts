import { BENCH_RACE, startBenchServer } from './servers';

// Issue 52: GET /api/rankings on SQLite with every Formula 1 race since 1950 seeded
// (F1_HISTORY=on, as a site starts) and 400 fans' votes over the site's own seasons, read
// by the built server as a browser asks (compressed). Requests go one at a time, so each
// latency is the server's answer alone. Three ways a read meets the ranking:
// - again: the same query read again while nothing changed (the reply kept since);
// - after a vote: a vote on the open race lands before every read, so each read brings the
//   ranking up to date and cuts its reply anew (race day's worst case);
// - first: the first read after start, which loads every race and tally and ranks them all.

/** The queries timed: pages and filters a fan's page asks for, the last page and the largest. */
const benchQueries = (lastPage: number) => [
  '',
  'page=2',
  `page=${lastPage}`,
  'page=999',
  'pageSize=50',
  'pageSize=50&page=23',
  'sport=formula1&decade=1980',
  'circuit=Monte%20Carlo',
  'decade=2000&circuit=Monte%20Carlo',
  'way=Full%20Race',
  'factor=overtakes',
  'list=hidden-gems',
  'list=hidden-gems&decade=1970&page=2',
];

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export interface RankingTiming {
  query: string;
  againP50Ms: number;
  againP95Ms: number;
  afterVoteP50Ms: number;
  afterVoteP95Ms: number;
  /** Compressed bytes of the reply. */
  bytes: number;
}

export interface RankingFigures {
  races: number;
  firstReadMs: number;
  timings: RankingTiming[];
  /** Every query's reads after a vote together. */
  afterVoteP95Ms: number;
  againP95Ms: number;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

async function timedRead(url: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const res = await fetch(url, { headers: BROWSER_HEADERS });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  const encoded = Number(res.headers.get('content-length') ?? body.length);
  return { ms, bytes: encoded };
}

export async function measureRankings(opts: { reads: number }): Promise<RankingFigures> {
  const bench = await startBenchServer('sqlite', {
    fans: 1,
    seedVotes: 400,
    env: { F1_HISTORY: 'on' },
  });
  try {
    const base = `${bench.url}/api/rankings`;
    const first = await timedRead(base);
    const { total: races, pageSize } = (await (await fetch(base)).json()) as {
      total: number;
      pageSize: number;
    };
    const [token] = bench.tokens;
    let stars = 1;
    const vote = async () => {
      stars = (stars % 5) + 1;
      const res = await fetch(`${bench.url}/api/votes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ raceId: BENCH_RACE, starRating: stars, viewMode: 'Full Race' }),
      });
      if (!res.ok) throw new Error(`vote: ${res.status} ${await res.text()}`);
    };
    const timings: RankingTiming[] = [];
    const allAgain: number[] = [];
    const allAfterVote: number[] = [];
    for (const query of benchQueries(Math.ceil(races / pageSize))) {
      const url = query ? `${base}?${query}` : base;
      const warm = await timedRead(url);
      const again: number[] = [];
      for (let i = 0; i < opts.reads; i += 1) again.push((await timedRead(url)).ms);
      const afterVote: number[] = [];
      for (let i = 0; i < opts.reads; i += 1) {
        await vote();
        afterVote.push((await timedRead(url)).ms);
      }
      allAgain.push(...again);
      allAfterVote.push(...afterVote);
      timings.push({
        query,
        againP50Ms: percentile(again, 50),
        againP95Ms: percentile(again, 95),
        afterVoteP50Ms: percentile(afterVote, 50),
        afterVoteP95Ms: percentile(afterVote, 95),
        bytes: warm.bytes,
      });
    }
    return {
      races,
      firstReadMs: first.ms,
      timings,
      afterVoteP95Ms: percentile(allAfterVote, 95),
      againP95Ms: percentile(allAgain, 95),
    };
  } finally {
    await bench.close();
  }
}
