import type { Race } from '../src/domain/types';
import { type FanOutFigures, measureFanOut, raiseOpenFiles } from './fan-out';
import { type LoadFigures, measureHomeReads, measureVotes } from './load';
import { median } from './rounds';
import { BENCH_RACE, type BenchServer, type Engine, startBenchServer } from './servers';

// A Sunday with Formula 1 and MotoGP live at once (issue 34): a server carrying both
// sports, a MotoGP race open beside the bench's Grand Prix, against a server carrying
// Formula 1 alone, measured in the same rounds (reads before votes, the order turning each
// round, so the machine's swings fall on both). Votes on the two-sport server alternate
// between the two races; home reads are each sport's own (`?sport=motogp` for MotoGP's).

export interface TwoSportsFigures {
  engine: Engine;
  /** Medians over the rounds, and each round's ratio two sports ÷ one. */
  votes: { one: number; two: number; ratio: number };
  formula1Reads: { one: number; two: number; ratio: number };
  motogpReads: { one: number; two: number; ratio: number };
  /** The same two homes read as browsers read them: asking for compressed replies. */
  motogpBrowserReads: { one: number; two: number; ratio: number };
  failed: number;
}

/** The MotoGP race the bench opens: the last of the 2025 season (already run). */
function motogpRace(races: Race[]): string {
  const done = races.filter(
    (r) => r.sport === 'motogp' && r.kind !== 'sprint' && r.season === 2025,
  );
  const last = done.at(-1);
  if (!last) throw new Error('no MotoGP race was seeded');
  return last.id;
}

export async function measureTwoSports(
  engine: Engine,
  fans: number,
  seconds: number,
  rounds: number,
): Promise<TwoSportsFigures> {
  const servers: BenchServer[] = [];
  try {
    const one = await startBenchServer(engine, { fans });
    servers.push(one);
    let motogp = '';
    const two = await startBenchServer(engine, {
      fans,
      sports: ['formula1', 'motogp'],
      open: (races) => {
        motogp = motogpRace(races);
        return [motogp];
      },
    });
    servers.push(two);
    const both = [BENCH_RACE, motogp];
    // Warm-up: JIT, connections, prepared statements.
    await measureVotes(one.url, one.tokens, 1);
    await measureVotes(two.url, two.tokens, 1, undefined, false, both);
    const samples: Record<string, LoadFigures[]> = {
      votesOne: [],
      votesTwo: [],
      readsOne: [],
      readsTwo: [],
      motogpTwo: [],
      readsOneBrowser: [],
      motogpTwoBrowser: [],
    };
    for (let round = 0; round < rounds; round++) {
      // Reads first, then votes: the votes leave PostgreSQL busy for a while after them
      // (autovacuum, checkpoints), which would fall on whichever read came next. Within
      // each kind the order turns every round, so the machine's swings fall on both.
      const reads: [string, () => Promise<LoadFigures>][] = [
        ['readsOne', () => measureHomeReads(one.url, seconds)],
        ['readsTwo', () => measureHomeReads(two.url, seconds)],
        ['motogpTwo', () => measureHomeReads(two.url, seconds, undefined, '?sport=motogp')],
        ['readsOneBrowser', () => measureHomeReads(one.url, seconds, undefined, '', true)],
        [
          'motogpTwoBrowser',
          () => measureHomeReads(two.url, seconds, undefined, '?sport=motogp', true),
        ],
      ];
      const votes: [string, () => Promise<LoadFigures>][] = [
        ['votesOne', () => measureVotes(one.url, one.tokens, seconds)],
        ['votesTwo', () => measureVotes(two.url, two.tokens, seconds, undefined, false, both)],
      ];
      if (round % 2 === 1) {
        reads.reverse();
        votes.reverse();
      }
      const steps = [...reads, ...votes];
      for (const [name, run] of steps) samples[name]!.push(await run());
    }
    const pair = (a: string, b: string) => {
      const ones = samples[a]!.map((f) => f.perSecond);
      const twos = samples[b]!.map((f) => f.perSecond);
      return {
        one: median(ones),
        two: median(twos),
        ratio: median(twos.map((t, i) => t / ones[i]!)),
      };
    };
    return {
      engine,
      votes: pair('votesOne', 'votesTwo'),
      formula1Reads: pair('readsOne', 'readsTwo'),
      // Today's reads of a sport's home: Formula 1's, the only one there was.
      motogpReads: pair('readsOne', 'motogpTwo'),
      motogpBrowserReads: pair('readsOneBrowser', 'motogpTwoBrowser'),
      failed: Object.values(samples)
        .flat()
        .reduce((sum, f) => sum + f.failed, 0),
    };
  } finally {
    for (const server of servers) await server.close();
  }
}

export interface TwoSportsFanOut {
  /** Formula 1's vote reaching every viewer of a server carrying Formula 1 alone. */
  one: FanOutFigures;
  /** A Formula 1 vote, then a MotoGP vote, reaching every viewer of a two-sport server. */
  two: FanOutFigures[];
}

/**
 * Live viewers spread over two sports: the live feed is one stream for every sport (each
 * page picks its own sport's races from it), so a MotoGP fan's stream and a Formula 1 fan's
 * are the same stream. Measured as today's fan-out is — one tally change, every viewer —
 * on a server carrying Formula 1 alone and on one carrying both, with a vote on each
 * sport's live race.
 */
export async function measureTwoSportsFanOut(
  viewers: number,
  log: (message: string) => void,
): Promise<TwoSportsFanOut> {
  const one = await startBenchServer('sqlite', { fans: 10 });
  let oneFigures: FanOutFigures;
  try {
    await raiseOpenFiles(one.server.pid, log);
    [oneFigures] = (await measureFanOut(one, [viewers])) as [FanOutFigures];
  } finally {
    await one.close();
  }
  let motogp = '';
  const two = await startBenchServer('sqlite', {
    fans: 10,
    sports: ['formula1', 'motogp'],
    open: (races) => {
      motogp = motogpRace(races);
      return [motogp];
    },
  });
  try {
    await raiseOpenFiles(two.server.pid, log);
    const twoFigures = await measureFanOut(two, [viewers], two.url, undefined, [
      BENCH_RACE,
      motogp,
    ]);
    return { one: oneFigures, two: twoFigures };
  } finally {
    await two.close();
  }
}
