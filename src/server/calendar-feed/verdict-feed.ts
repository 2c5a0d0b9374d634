import { PRODUCT_NAME } from '../../domain/constants';
import { shortRaceName } from '../../domain/races/race-names';
import { votingWindow, windowPosition } from '../../domain/races/voting-window';
import { ATOM_FEED_PATH } from '../../domain/sharing/public-feeds';
import { sharePath } from '../../domain/sharing/share-preview';
import { CANCELLED_RACE_BADGE, CANCELLED_RACE_TEXT } from '../../domain/site/copy';
import type { Race, TallyMap } from '../../domain/types';
import { raceVerdict, verdictSentence } from '../../domain/voting/race-verdict';
import { emptyTally } from '../../domain/voting/tally';

/** The newest verdicts only: a feed reader needs recent news, not the whole archive. */
export const FEED_MAX_ENTRIES = 50;
export const NO_VERDICT_TEXT = 'Voting has closed; too few fans rated this race for a verdict.';

export interface VerdictFeedOptions {
  publicUrl: string;
  now: number;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

interface ClosedRace {
  race: Race;
  closedAt: number;
}

/** Races whose rating window has closed, newest first. */
export function closedRaces(races: readonly Race[], now: number): ClosedRace[] {
  return races
    .flatMap((race) => {
      const window = votingWindow(race);
      // An operator can keep voting open past the window; the verdict is final only then.
      if (!window || race.isCurrent || windowPosition(window, now) !== 'closed') return [];
      return [{ race, closedAt: window.closesAt }];
    })
    .sort((a, b) => b.closedAt - a.closedAt || (a.race.id < b.race.id ? -1 : 1))
    .slice(0, FEED_MAX_ENTRIES);
}

function entry(item: ClosedRace, tallies: TallyMap, opts: VerdictFeedOptions, host: string) {
  const { race } = item;
  const verdict = raceVerdict(tallies[race.id] ?? emptyTally(race.id), 'past');
  const name = shortRaceName(race.name);
  const title = race.cancelled
    ? `${name}: ${CANCELLED_RACE_BADGE}`
    : `${name}: ${verdict ? verdict.label : 'no verdict'}`;
  const sentence = verdict ? verdictSentence(verdict) : NO_VERDICT_TEXT;
  // Votes cast before it was called off are kept, and still say how it was rated.
  const summary = race.cancelled
    ? [CANCELLED_RACE_TEXT, verdict ? sentence : ''].filter(Boolean).join(' ')
    : sentence;
  const link = `${opts.publicUrl}${sharePath(race.id)}`;
  const updated = new Date(item.closedAt).toISOString();
  return [
    '  <entry>',
    // A tag URI stays the same if the site moves to another address.
    `    <id>tag:${escapeXml(host)},${race.season}:race/${escapeXml(race.id)}</id>`,
    `    <title>${escapeXml(title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
    `    <updated>${updated}</updated>`,
    `    <published>${updated}</published>`,
    `    <summary type="text">${escapeXml(summary)}</summary>`,
    '  </entry>',
  ].join('\n');
}

/** The Atom feed of closed races: verdict words only, never a result. */
export function verdictFeed(
  races: readonly Race[],
  tallies: TallyMap,
  opts: VerdictFeedOptions,
): string {
  const host = new URL(opts.publicUrl).hostname;
  const items = closedRaces(races, opts.now);
  const updated = new Date(items[0]?.closedAt ?? Date.UTC(2025, 0, 1)).toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>tag:${escapeXml(host)},2025:verdicts</id>`,
    `  <title>${escapeXml(`${PRODUCT_NAME} — race verdicts`)}</title>`,
    '  <subtitle>How fans rated each Grand Prix and sprint, spoiler-free: no results, positions or names.</subtitle>',
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(opts.publicUrl + ATOM_FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${opts.publicUrl}/`)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(PRODUCT_NAME)} fans</name></author>`,
    ...items.map((item) => entry(item, tallies, opts, host)),
    '</feed>',
    '',
  ].join('\n');
}
