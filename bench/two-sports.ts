import type { Race } from '../src/domain/types';
import { type LoadFigures, measureHomeReads, measureVotes } from './load';
import { median } from './rounds';
import { BENCH_RACE, type BenchServer, type Engine, startBenchServer } from './servers';

// A Sunday with Formula 1 and MotoGP live at once (issue 34): a server carrying both
// sports, a MotoGP race open beside the bench's Grand Prix, against a server carrying
// Formula 1 alone, measured in the same rounds (the order turning each round, so the
// machine's swings fall on both). Votes on the two-sport server alternate between the
// two races; home reads are each sport's own (`?sport=motogp` for MotoGP's).

export interface TwoSportsFigures {
  engine: Engine;
  /** Medians over the rounds, and each round's ratio two sports ÷ one. */
  votes: { one: number; two: number; ratio: number };
  formula1Reads: { one: number; two: number; ratio: number };
  motogpReads: { one: number; two: number; ratio: number };
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
    };
    for (let round = 0; round < rounds; round++) {
      const steps: [string, () => Promise<LoadFigures>][] = [
        ['votesOne', () => measureVotes(one.url, one.tokens, seconds)],
        ['votesTwo', () => measureVotes(two.url, two.tokens, seconds, undefined, false, both)],
        ['readsOne', () => measureHomeReads(one.url, seconds)],
        ['readsTwo', () => measureHomeReads(two.url, seconds)],
        ['motogpTwo', () => measureHomeReads(two.url, seconds, undefined, '?sport=motogp')],
      ];
      if (round % 2 === 1) steps.reverse();
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
      failed: Object.values(samples)
        .flat()
        .reduce((sum, f) => sum + f.failed, 0),
    };
  } finally {
    for (const server of servers) await server.close();
  }
}
