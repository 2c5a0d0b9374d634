import { normalizeVote } from '../../src/domain/voting/vote';
import { createChangeBus } from '../../src/server/live/change-bus';
import { openReadyDatabase } from '../../src/server/open-ready';
import { createRacesRepo } from '../../src/server/races/races-repo';
import { type ServerProcess, startServerProcess } from '../server/server-process';
import { TEST_DATABASES } from '../server/test-databases';
import { createPrng, randomVote } from './prng';
import {
  issueTokens,
  PROOF_RACE,
  readAllVotes,
  stableJson,
  tallyMismatches,
  userIdOf,
} from './proof-votes';

// Votes at load against a real server process, SIGKILL in the middle of the stream, restart
// on the same database: every vote that was answered 200 must be there, and every tally
// must still equal the aggregate of its votes. Bounded: ≤ MAX_VOTES votes and ≤ DRIVE_MS.

const FANS = 240;
const PARALLEL = 24;
const MAX_VOTES = 3000;
const DRIVE_MS = 15_000;
const SERVER_ENV = { RATE_LIMITS: 'off' };

type Vote = ReturnType<typeof randomVote>;
interface FanLog {
  token: string;
  acked: Vote | null;
  /** Sent, but the answer never came (the process died): it may or may not be stored. */
  unanswered: Vote | null;
}

/** A vote as the server keeps it (low ratings carry no tags), comparable as a string. */
const storedForm = ({ raceId, starRating, viewMode, reasonTags }: Vote) => {
  const v = normalizeVote({ raceId, starRating, viewMode, reasonTags });
  return stableJson({ ...v, reasonTags: [...v.reasonTags].sort() });
};

/** Votes until `killAfter` acks, then SIGKILLs the server while requests are still in flight. */
async function driveAndKill(
  server: ServerProcess,
  fans: FanLog[],
  killAfter: number,
  seed: number,
) {
  const prng = createPrng(seed);
  const deadline = Date.now() + DRIVE_MS;
  let sent = 0;
  let acked = 0;
  let killing: Promise<unknown> | null = null;
  const worker = async (w: number) => {
    // Each worker owns its fans, so one fan never has two votes in flight.
    const mine = fans.filter((_, i) => i % PARALLEL === w);
    for (let round = 0; sent < MAX_VOTES && Date.now() < deadline; round += 1) {
      const fan = mine[round % mine.length]!;
      const vote = randomVote(prng, PROOF_RACE);
      sent += 1;
      fan.unanswered = vote;
      let status = 0;
      try {
        const res = await fetch(`${server.url}/api/votes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${fan.token}` },
          body: JSON.stringify(vote),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        return; // the process is gone; this fan's last vote stays "unanswered"
      }
      if (status !== 200) throw new Error(`vote answered ${status} before the kill`);
      fan.acked = vote;
      fan.unanswered = null;
      acked += 1;
      if (acked >= killAfter && !killing) killing = server.kill();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, (_, w) => worker(w)));
  await (killing ?? server.kill());
  return { sent, acked };
}

describe.each(TEST_DATABASES)('a server killed mid-storm on $name', (kind) => {
  it('keeps every acknowledged vote, and every tally equals the aggregate of its votes', async () => {
    const scratch = await kind.create();
    const servers: ServerProcess[] = [];
    const prepared = await openReadyDatabase(scratch.url);
    try {
      await createRacesRepo(prepared.db, createChangeBus()).setCurrent(PROOF_RACE, true, {
        manual: true,
      });
      const first = await startServerProcess(scratch.url, SERVER_ENV);
      servers.push(first);
      const fans: FanLog[] = (await issueTokens(first.url, FANS)).map((token) => ({
        token,
        acked: null,
        unanswered: null,
      }));
      const seed = 20261121;
      const killAfter = createPrng(seed).int(400, 800);
      const { sent, acked } = await driveAndKill(first, fans, killAfter, seed);
      expect(acked).toBeGreaterThanOrEqual(killAfter);
      expect(sent).toBeGreaterThan(acked); // killed with votes still in flight

      const second = await startServerProcess(scratch.url, SERVER_ENV);
      servers.push(second);
      const stored = new Map(
        (await readAllVotes(prepared)).map((v) => [`${v.raceId}/${v.userId}`, storedForm(v)]),
      );
      for (const fan of fans) {
        const row = stored.get(`${PROOF_RACE}/${userIdOf(fan.token)}`);
        const allowed = [fan.acked, fan.unanswered].filter((v): v is Vote => v !== null);
        if (fan.acked) expect(row, 'an acknowledged vote is missing').toBeDefined();
        if (row) expect(allowed.map(storedForm)).toContain(row);
      }
      expect((await tallyMismatches(prepared)).mismatches).toEqual([]);

      // The restarted server takes votes again, on the same tallies.
      const res = await fetch(`${second.url}/api/votes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${fans[0]!.token}` },
        body: JSON.stringify(randomVote(createPrng(7), PROOF_RACE)),
      });
      expect(res.status).toBe(200);
      const served = await (await fetch(`${second.url}/api/tallies/${PROOF_RACE}`)).json();
      const check = await tallyMismatches(prepared);
      expect(check.mismatches).toEqual([]);
      expect(served.totalVotes).toBe(
        (await readAllVotes(prepared)).filter((v) => v.raceId === PROOF_RACE).length,
      );
    } finally {
      for (const server of servers) await server.kill();
      await prepared.close();
      await scratch.drop();
    }
  }, 60_000);
});
