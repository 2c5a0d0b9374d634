// An identity is free until the caller's network has minted its free allowance in the
// last hour; past that each one costs a proof of work (an ALTCHA challenge: find the
// number in [0, maxNumber] whose SHA-256 with the salt is the given hash), harder the
// more the network mints; past a ceiling it is refused outright.
//
// Why these numbers (the browser's solver hashes in plain JavaScript, the salt's whole
// blocks done once: measured at ~490,000 hashes/s in a desktop Chromium worker, so a
// mid-range phone, taken as 4× slower, manages ~120,000; the number is uniform, so the
// expected work is maxNumber / 2):
// - BASE 50,000: the first paid identity costs ~25,000 hashes, about 0.2 s on that phone.
// - DOUBLING 100: every 100 identities past the allowance double the work. A busy carrier
//   address (one IPv4 behind which a whole cell shares, ~300 identities an hour: 290 past
//   the allowance) gets maxNumber ≈ 373,000: ~187,000 hashes, about 1.5 s expected on the
//   phone (3 s at worst), well under half a second on a desktop.
// - MAX 50,000,000, reached at ~1,000 identities an hour: 25 million hashes expected,
//   seconds of CPU per identity even for the quickest solver we know (~1.6 million
//   hashes/s on a server core), most of a minute in a desktop browser. A network minting
//   thousands an hour pays that for each one; a phone there needs minutes (on average
//   within the challenge's lifetime), the price of sharing such a network.
// `npm run bench -- --only=identities` measures the rates and times these rest on.

/** maxNumber of the first paid identity. */
export const CHALLENGE_BASE_MAX_NUMBER = 50_000;
/** Identities past the free allowance (in narrowest-width budgets) that double the work. */
export const CHALLENGE_DOUBLING_EXCESS = 100;
/** The hardest challenge ever asked. */
export const CHALLENGE_MAX_MAX_NUMBER = 50_000_000;
/**
 * How long a challenge may be solved and redeemed. Long enough for a phone at the busy
 * carrier's difficulty many times over; short, because a challenge fetched while the
 * network was quiet keeps that (lower) price until it expires.
 */
export const IDENTITY_CHALLENGE_TTL_MS = 5 * 60_000;
/** The window identities are counted in: the allowance and the ceiling are per hour. */
export const IDENTITY_WINDOW_MS = 60 * 60_000;

/** One width of the caller's network: its budget factor and identities minted this hour. */
export interface WidthMinted {
  factor: number;
  minted: number;
}

export interface IdentityAllowance {
  /** Free identities per hour at the narrowest width (× factor at wider ones). */
  freePerHour: number;
  /** Identities per hour at the narrowest width past which any is refused (× factor). */
  ceilingPerHour: number;
}

export type IdentityPrice =
  | { kind: 'free' }
  | { kind: 'challenge'; maxNumber: number }
  /** `over`: the indices of the widths at or past their ceiling. */
  | { kind: 'refuse'; over: number[] };

/** The challenge for a network `excess` narrowest-width budgets past its free allowance. */
export function challengeMaxNumber(excess: number): number {
  const grown = CHALLENGE_BASE_MAX_NUMBER * 2 ** (Math.max(0, excess) / CHALLENGE_DOUBLING_EXCESS);
  return Math.min(CHALLENGE_MAX_MAX_NUMBER, Math.round(grown));
}

/**
 * What the next identity costs, from what each width of the caller's network (narrowest
 * first) minted in the last hour. The busiest width decides, its excess counted in
 * narrowest-width budgets (excess / factor), so a /24 of four busy addresses pays what
 * one busy address pays, and rotating /64s inside one /48 meets the /48's allowance.
 */
export function identityPrice(
  widths: readonly WidthMinted[],
  allowance: IdentityAllowance,
): IdentityPrice {
  const over = widths.flatMap((w, i) =>
    w.minted >= allowance.ceilingPerHour * w.factor ? [i] : [],
  );
  if (over.length > 0) return { kind: 'refuse', over };
  const paid = widths.filter((w) => w.minted >= allowance.freePerHour * w.factor);
  if (paid.length === 0) return { kind: 'free' };
  const excess = Math.max(
    ...paid.map((w) => (w.minted - allowance.freePerHour * w.factor) / w.factor),
  );
  return { kind: 'challenge', maxNumber: challengeMaxNumber(excess) };
}
