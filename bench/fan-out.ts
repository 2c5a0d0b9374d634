import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { issueTokens } from '../src/server/proof/proof-helpers';
import { BENCH_RACE, type BenchServer, rssMb } from './servers';

type Message = {
  type: string;
  open?: number;
  failed?: number;
  count?: number;
  lastAt?: string;
  medianAt?: string;
};

export interface FanOutFigures {
  viewers: number;
  reached: number;
  lastMs: number;
  medianMs: number;
  rssMb: number;
}

function nextMessage(child: ChildProcess, type: string, timeoutMs: number): Promise<Message> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`viewers: no '${type}' within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (m: Message) => {
      if (m.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
  });
}

/**
 * Opens live-feed viewers in a child process in steps (e.g. 1,000 then 5,000), and at each
 * step casts one vote and times how long until the last viewer has the new tally. The
 * server's resident memory is read while it holds them.
 */
export async function measureFanOut(
  bench: BenchServer,
  steps: number[],
  /** Where the vote is cast: another instance on the same PostgreSQL, or the viewers' own. */
  voterUrl = bench.url,
): Promise<FanOutFigures[]> {
  const child = fork(fileURLToPath(new URL('./sse-viewers.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const out: FanOutFigures[] = [];
  try {
    let totalVotes = Number(
      (
        (await (await fetch(`${bench.url}/api/tallies/${BENCH_RACE}`)).json()) as {
          totalVotes: number;
        }
      ).totalVotes,
    );
    for (const viewers of steps) {
      child.send({ type: 'open', url: `${bench.url}/api/live`, total: viewers });
      const ready = await nextMessage(child, 'ready', 120_000);
      // Past the coalescing window of earlier pushes, so the vote below is pushed at once.
      await new Promise((r) => setTimeout(r, 500));
      totalVotes += 1;
      child.send({ type: 'watch', raceId: BENCH_RACE, totalVotes });
      await nextMessage(child, 'watching', 5000);
      // A fan who never voted, so the count moves by exactly one.
      const [token] = await issueTokens(voterUrl, 1);
      const sentAt = process.hrtime.bigint();
      const res = await fetch(`${voterUrl}/api/votes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ raceId: BENCH_RACE, starRating: 4, viewMode: 'Full Race' }),
      });
      if (res.status !== 200) throw new Error(`fan-out vote answered ${res.status}`);
      const seen = await nextMessage(child, 'seen', 20_000);
      const ms = (at: string | undefined) => Number(BigInt(at ?? '0') - sentAt) / 1e6;
      out.push({
        viewers: ready.open ?? 0,
        reached: seen.count ?? 0,
        lastMs: (seen.count ?? 0) > 0 ? ms(seen.lastAt) : Number.NaN,
        medianMs: (seen.count ?? 0) > 0 ? ms(seen.medianAt) : Number.NaN,
        rssMb: await rssMb(bench.server.pid),
      });
    }
  } finally {
    child.send({ type: 'close' });
    await new Promise((r) => setTimeout(r, 200));
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  return out;
}
