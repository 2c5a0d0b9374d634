import { normalizeVote } from '../../src/domain/voting/vote';
import type { Database } from '../../src/server/db/connect';
import { createPrng, randomVote } from './prng';
import { PROOF_RACE, readAllVotes, stableJson, userIdOf } from './proof-votes';

// A crowd voting on PROOF_RACE against a real server while the database is taken away
// under it. Every answer is recorded per fan, so the proof can then check the database:
// each acknowledged vote is stored, and nothing else was stored in its place.

/** A vote request that takes longer than this counts as hung (the server must answer). */
export const VOTE_ANSWER_DEADLINE_MS = 20_000;

export type Vote = ReturnType<typeof randomVote>;

export interface FanLog {
  token: string;
  acked: Vote | null;
  /** Sent after the last acknowledged one and not acknowledged: stored or not, either may be true. */
  unacked: Vote[];
}

export interface StormReport {
  sent: number;
  acked: number;
  /** 503 DATABASE_UNAVAILABLE answers carrying Retry-After, as promised. */
  unavailable: number;
  /** Any other answer: a 500, a 503 without the contract, a 4xx… (the proof wants none). */
  unexpected: string[];
  /** Requests with no answer within the deadline, or a dropped connection. */
  unanswered: string[];
}

export function fanLogs(tokens: string[]): FanLog[] {
  return tokens.map((token) => ({ token, acked: null, unacked: [] }));
}

/**
 * Votes with `parallel` workers (each owning its fans, so one fan never has two votes in
 * flight) until `stop()` is called or `maxVotes`/`maxMs` is reached. `acked` is live.
 */
export function startVoteStorm(
  baseUrl: string,
  fans: FanLog[],
  options: { seed: number; parallel?: number; maxVotes?: number; maxMs?: number },
) {
  const parallel = options.parallel ?? 8;
  const maxVotes = options.maxVotes ?? 20_000;
  const deadline = Date.now() + (options.maxMs ?? 90_000);
  const prng = createPrng(options.seed);
  const report: StormReport = { sent: 0, acked: 0, unavailable: 0, unexpected: [], unanswered: [] };
  let stopped = false;

  const worker = async (w: number) => {
    const mine = fans.filter((_, i) => i % parallel === w);
    for (let round = 0; !stopped && report.sent < maxVotes && Date.now() < deadline; round += 1) {
      const fan = mine[round % mine.length]!;
      const vote = randomVote(prng, PROOF_RACE);
      report.sent += 1;
      fan.unacked.push(vote);
      let res: Response;
      let body: string;
      try {
        res = await fetch(`${baseUrl}/api/votes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${fan.token}` },
          body: JSON.stringify(vote),
          signal: AbortSignal.timeout(VOTE_ANSWER_DEADLINE_MS),
        });
        body = await res.text();
      } catch (error) {
        report.unanswered.push((error as Error).message);
        continue;
      }
      if (res.status === 200) {
        fan.acked = vote;
        fan.unacked = [];
        report.acked += 1;
      } else if (
        res.status === 503 &&
        res.headers.get('retry-after') &&
        body.includes('"DATABASE_UNAVAILABLE"')
      ) {
        report.unavailable += 1;
        // The answer came fast; a crowd would retry after Retry-After, this one a bit sooner.
        await new Promise((resolve) => setTimeout(resolve, 50));
      } else {
        report.unexpected.push(`${res.status} ${body.slice(0, 200)}`);
      }
    }
  };
  const done = Promise.all(Array.from({ length: parallel }, (_, w) => worker(w))).then(
    () => report,
  );
  return {
    report,
    done,
    stop(): Promise<StormReport> {
      stopped = true;
      return done;
    },
  };
}

/** A vote as the server keeps it (low ratings carry no tags), comparable as a string. */
const storedForm = ({ raceId, starRating, viewMode, reasonTags }: Vote) => {
  const v = normalizeVote({ raceId, starRating, viewMode, reasonTags });
  return stableJson({ ...v, reasonTags: [...v.reasonTags].sort() });
};

/**
 * What is wrong with the stored votes of these fans: an acknowledged vote missing, or a
 * stored vote that is neither the acknowledged one nor one sent after it.
 */
export async function storedVoteProblems(database: Database, fans: FanLog[]): Promise<string[]> {
  const stored = new Map(
    (await readAllVotes(database))
      .filter((v) => v.raceId === PROOF_RACE)
      .map((v) => [v.userId, storedForm(v)]),
  );
  const problems: string[] = [];
  for (const fan of fans) {
    const userId = userIdOf(fan.token);
    const row = stored.get(userId);
    if (fan.acked && !row) problems.push(`${userId}: acknowledged vote missing`);
    const allowed = [fan.acked, ...fan.unacked].filter((v): v is Vote => v !== null);
    if (row && !allowed.map(storedForm).includes(row)) {
      problems.push(
        `${userId}: stored ${row}, not a vote this fan sent since its last acknowledgement`,
      );
    }
  }
  return problems;
}

/** Polls `check` every 100 ms until it holds; fails naming `what` after `timeoutMs`. */
export async function eventually(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The status /healthz answers now (0 when there is no answer within 10 s). */
export async function healthStatus(baseUrl: string): Promise<number> {
  try {
    const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * Votes as one more fan until a vote is accepted; returns how long after `since` that was.
 * Gives up after `timeoutMs`.
 */
export async function msUntilVoteAccepted(
  baseUrl: string,
  token: string,
  since: number,
  timeoutMs: number,
): Promise<number> {
  const prng = createPrng(since);
  for (;;) {
    const res = await fetch(`${baseUrl}/api/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(randomVote(prng, PROOF_RACE)),
      signal: AbortSignal.timeout(VOTE_ANSWER_DEADLINE_MS),
    }).catch(() => null);
    await res?.arrayBuffer();
    if (res?.status === 200) return Date.now() - since;
    if (Date.now() - since > timeoutMs) throw new Error(`no vote accepted within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
