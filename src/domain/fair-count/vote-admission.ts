import { type StoredVote, type TallyDelta, tallyDelta } from '../voting/tally-delta';

// One network, one voice on the vote path (docs/decisions/0113): what becomes of a vote the
// moment it is cast, before any recount weighs it. Both engines follow this one statement:
// the SQLite writer asks it vote by vote; the PostgreSQL batch statement, which must stay
// one statement for speed, writes the same terms in SQL over a whole batch
// (pg-vote-batch-sql), and the writers' shared test runs the same votes through all three.

/**
 * Held votes stored per network and race; past it a new identity's vote from that network
 * is answered as usual and not stored. Generous: a stadium's worth of fans behind one
 * address fits, a script's hundred thousand does not.
 */
export const MAX_HELD_PER_NETWORK = 2_000;

/** The network of a vote whose network is not known (seeds, the server's own machine). */
export const UNKNOWN_NETWORK = '';

/** A network's new votes on one race so far, and how many of them are held. */
export interface NetworkStanding {
  votes: number;
  held: number;
}

export const FRESH_NETWORK: NetworkStanding = { votes: 0, held: 0 };

/**
 * `counted` moves the tally now; `held` is stored and waits for the recount; `unstored` is
 * answered like any other vote and not written.
 */
export type Admission = 'counted' | 'held' | 'unstored';

export interface CastVote {
  /** Keyed hash of the voter's network, or UNKNOWN_NETWORK. */
  network: string;
  /** How the fan's stored vote on this race is counted; null for a first vote. */
  previous: 'counted' | 'held' | null;
}

/**
 * Whether a network's `nth` new vote of a run (1: its first) is its voice: the first new
 * vote it ever sends the race.
 */
export function isNetworkVoice(standing: NetworkStanding, nth: number): boolean {
  return standing.votes === 0 && nth === 1;
}

/**
 * The held votes a network has stored before its `nth` new vote of a run: every earlier one
 * of the run was held but its voice. Past the bound this overcounts, and harmlessly so:
 * every later vote of the run is past it too.
 */
export function heldBefore(standing: NetworkStanding, nth: number): number {
  return standing.held + nth - 1 - (standing.votes === 0 ? 1 : 0);
}

/**
 * What becomes of a fan's vote on a race. A change of mind keeps the counting its vote was
 * stored with; a new vote from no known network counts; a network's voice counts, its later
 * votes are held, and a new one past MAX_HELD_PER_NETWORK held is not stored.
 *
 * `standing` is the network's before the run of votes this one arrived with, `nth` the
 * vote's place among the network's new votes in that run. Vote by vote (`nth` 1, the
 * standing moved by `standingMove` after each) and a whole run at once (the standing read
 * once) give the same answers.
 */
export function admitVote(vote: CastVote, standing: NetworkStanding, nth = 1): Admission {
  if (vote.previous !== null) return vote.previous;
  if (vote.network === UNKNOWN_NETWORK || isNetworkVoice(standing, nth)) return 'counted';
  return heldBefore(standing, nth) < MAX_HELD_PER_NETWORK ? 'held' : 'unstored';
}

/**
 * How a vote moves its network's standing: only a stored new vote from a known network is
 * one more (a change of mind stays its first vote's).
 */
export function standingMove(vote: CastVote, admission: Admission): NetworkStanding {
  const known = vote.network !== UNKNOWN_NETWORK;
  if (vote.previous !== null || !known || admission === 'unstored') return FRESH_NETWORK;
  return { votes: 1, held: admission === 'held' ? 1 : 0 };
}

/** What a vote does to its race's tally: only a counted vote moves it. */
export function admittedDelta(
  admission: Admission,
  previous: StoredVote | null,
  next: StoredVote,
): TallyDelta | null {
  return admission === 'counted' ? tallyDelta(previous, next) : null;
}
