import { PRODUCT_NAME } from '../../domain/constants';
import type { Language } from '../../domain/i18n/languages';
import { sportRaceName } from '../../domain/races/sport-race-name';
import { votingWindow, windowPosition } from '../../domain/races/voting-window';
import { ATOM_FEED_PATH } from '../../domain/sharing/public-feeds';
import { sharePath, withLanguage } from '../../domain/sharing/share-paths';
import type { Race, TallyMap } from '../../domain/types';
import { raceVerdict, verdictSentence } from '../../domain/voting/race-verdict';
import { emptyTally } from '../../domain/voting/tally';
import type { Reader } from '../../domain/voting/verdict-words';

/** The newest verdicts only: a feed reader needs recent news, not the whole archive. */
export const FEED_MAX_ENTRIES = 50;

export interface VerdictFeedOptions {
  publicUrl: string;
  now: number;
  /** Who reads the feed: its words are in this language. */
  reader: Reader;
  /** The language the feed's link asked for; its links then open the site in it too. */
  asked?: Language;
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
  const { t } = opts.reader;
  const verdict = raceVerdict(
    tallies[race.id] ?? emptyTally(race.id),
    'past',
    opts.reader,
    race.sport,
  );
  const name = sportRaceName(race, opts.reader.language);
  const title = race.cancelled
    ? t('server.feed.cancelledTitle', { race: name, badge: t('server.cancelled.badge') })
    : verdict
      ? t('server.feed.entryTitle', { race: name, label: verdict.label })
      : t('server.feed.noVerdictTitle', { race: name });
  const sentence = verdict ? verdictSentence(verdict, opts.reader) : t('server.feed.noVerdict');
  // Votes cast before it was called off are kept, and still say how it was rated.
  const summary = race.cancelled
    ? [t('server.cancelled.text'), verdict ? sentence : ''].filter(Boolean).join(' ')
    : sentence;
  const link = `${opts.publicUrl}${withLanguage(sharePath(race.id), opts.asked)}`;
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
  const { t, language } = opts.reader;
  const items = closedRaces(races, opts.now);
  const updated = new Date(items[0]?.closedAt ?? Date.UTC(2025, 0, 1)).toISOString();
  const self = opts.publicUrl + withLanguage(ATOM_FEED_PATH, opts.asked);
  const home = `${opts.publicUrl}${withLanguage('/', opts.asked)}`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    // xml:lang only when a language was asked for: the plain address is the English feed
    // and names none, so one address always serves the same document.
    opts.asked
      ? `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(language)}">`
      : '<feed xmlns="http://www.w3.org/2005/Atom">',
    // Each language's feed is a feed of its own; the English one keeps its id.
    `  <id>tag:${escapeXml(host)},2025:verdicts${language === 'en' ? '' : `/${escapeXml(language)}`}</id>`,
    `  <title>${escapeXml(t('server.feed.title', { product: PRODUCT_NAME }))}</title>`,
    `  <subtitle>${escapeXml(t('server.feed.subtitle'))}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(t('server.feed.author', { product: PRODUCT_NAME }))}</name></author>`,
    ...items.map((item) => entry(item, tallies, opts, host)),
    '</feed>',
    '',
  ].join('\n');
}
