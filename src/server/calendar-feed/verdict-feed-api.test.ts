import Parser from 'rss-parser';
import { en } from '../../../test/client/english';
import { findSpoilers } from '../../../test/proof/spoiler-words';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';
import { parseCalendar } from '../../domain/calendar/calendar-gpvibes';
import { DAY_MS } from '../../domain/constants';
import { ATOM_FEED_PATH } from '../../domain/sharing/public-feeds';
import { sharePath } from '../../domain/sharing/share-paths';
import { REASON_TAGS, TAG_MIN_COUNT } from '../../domain/voting/reason-tags';
import { translatorFor } from '../i18n/translators';
import { FEED_MAX_ENTRIES } from './verdict-feed';

// The feed is read by rss-parser, a feed reader's parser: it must be a well-formed Atom
// feed whose entries carry the verdict words and nothing that could spoil a race.

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const NOW = Date.now();
const [TAG_A, TAG_B] = REASON_TAGS;

const RATED = {
  id: 'feed-test-rated',
  season: 2099,
  round: 1,
  name: 'Feed Test Grand Prix',
  date: isoDay(NOW - 4 * DAY_MS),
  startsAt: `${isoDay(NOW - 4 * DAY_MS)}T13:00:00Z`,
  location: 'Testville',
  countryFlag: '🏁',
};
const UNRATED = { ...RATED, id: 'feed-test-unrated', name: 'Quiet Test Grand Prix', round: 2 };
const OPEN = {
  ...RATED,
  id: 'feed-test-open',
  name: 'Open Test Grand Prix',
  round: 3,
  date: isoDay(NOW),
  startsAt: null,
};
const AHEAD = {
  ...RATED,
  id: 'feed-test-ahead',
  name: 'Ahead Test Grand Prix',
  round: 4,
  date: isoDay(NOW + 9 * DAY_MS),
  startsAt: null,
};

async function readFeed(t: TestApp, query = '') {
  const res = await t.app.inject(`${ATOM_FEED_PATH}${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  return { res, feed: await new Parser().parseString(res.body) };
}

describe.each(TEST_DATABASES)('GET /feed.xml on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { races } = t.app.deps;
    await races.importCalendar(parseCalendar({ races: [RATED, UNRATED, OPEN, AHEAD] }));
    // Fans rate the race while it is open; then the operator closes it.
    await races.setCurrent(RATED.id, true, { manual: true });
    const votes: [number, string, string[]][] = [
      ...Array.from(
        { length: TAG_MIN_COUNT },
        () => [5, 'Full Race', [TAG_A!.id]] as [number, string, string[]],
      ),
      [4, 'Full Race', [TAG_B!.id]],
      [4, 'Race-in-30', []],
    ];
    for (const [starRating, viewMode, reasonTags] of votes) {
      const res = await postVote(t.app, await newToken(t.app), {
        raceId: RATED.id,
        starRating,
        viewMode,
        reasonTags,
      });
      expect(res.statusCode).toBe(200);
    }
    await races.setCurrent(RATED.id, false, { manual: true });
    await races.setCurrent(OPEN.id, true, { manual: true });
  });
  afterAll(async () => t?.close());

  it('is a valid Atom feed any site may read', async () => {
    const { res, feed } = await readFeed(t);
    expect(res.body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(feed.title).toBe('GP Vibes — race verdicts');
    expect(feed.feedUrl).toBe(`${t.config.publicUrl}${ATOM_FEED_PATH}`);
    expect(feed.link).toBe(`${t.config.publicUrl}/`);
    expect(Date.parse(feed.lastBuildDate as string)).not.toBeNaN();
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('has one entry per race whose rating window closed, newest first, never an open or future race', async () => {
    const { feed } = await readFeed(t);
    const ids = feed.items.map((item) => item.id as string);
    expect(ids).toContain(`tag:localhost,2099:race/${RATED.id}`);
    expect(ids).toContain(`tag:localhost,2099:race/${UNRATED.id}`);
    expect(ids.some((id) => id.includes(OPEN.id) || id.includes(AHEAD.id))).toBe(false);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeLessThanOrEqual(FEED_MAX_ENTRIES);
    const dates = feed.items.map((item) => Date.parse(item.isoDate as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('gives the verdict in words: label, average, votes, best way to watch, top factors', async () => {
    const { feed } = await readFeed(t);
    const entry = feed.items.find((item) => item.id?.endsWith(RATED.id))!;
    expect(entry.title).toBe('Feed Test GP: Cinema');
    expect(entry.link).toBe(`${t.config.publicUrl}${sharePath(RATED.id)}`);
    expect(entry.summary).toBe(
      `Rated Cinema (4.7) from 7 votes. Best way to watch: Full Race. Vibe factors: ${TAG_A!.emoji} ${TAG_A!.label}.`,
    );
    const quiet = feed.items.find((item) => item.id?.endsWith(UNRATED.id))!;
    expect(quiet.title).toBe('Quiet Test GP: no verdict');
    expect(quiet.summary).toBe(en('server.feed.noVerdict'));
  });

  it('never spoils a race', async () => {
    const { res } = await readFeed(t);
    expect(findSpoilers(res.body)).toEqual([]);
  });

  it('speaks Spanish for ?lang=es, its links opening the site in Spanish', async () => {
    const es = translatorFor('es');
    const { res, feed } = await readFeed(t, '?lang=es');
    expect(res.body).toContain('xml:lang="es"');
    expect(feed.title).toBe('GP Vibes — veredictos de las carreras');
    expect(feed.feedUrl).toBe(`${t.config.publicUrl}${ATOM_FEED_PATH}?lang=es`);
    expect(feed.link).toBe(`${t.config.publicUrl}/?lang=es`);
    const entry = feed.items.find((item) => item.id?.endsWith(RATED.id))!;
    const cinema = es('vote.ratingLabel.cinema');
    expect(entry.title).toBe(`Feed Test GP: ${cinema}`);
    expect(entry.link).toBe(`${t.config.publicUrl}${sharePath(RATED.id)}?lang=es`);
    expect(entry.summary).toBe(
      [
        es('server.verdict.rated', {
          label: cinema,
          average: '4,7',
          votes: es('server.votes', { count: 7 }),
        }),
        es('server.verdict.bestWatch', { mode: es('vote.watchModeName.fullRace') }),
        es('server.verdict.factors', {
          factors: `${TAG_A!.emoji} ${es(`vote.factor.${TAG_A!.id}`)}`,
        }),
      ].join(' '),
    );
    expect(entry.summary).toMatch(/^Valorada como .* \(4,7\) con 7 votos\./);
    const quiet = feed.items.find((item) => item.id?.endsWith(UNRATED.id))!;
    expect(quiet.title).toBe('Quiet Test GP: sin veredicto');
    expect(findSpoilers(res.body)).toEqual([]);
  });

  it.each(['?lang=xx', '?lang=', '?lang=zz&lang=fr'])(
    'reads English for %s: a link parameter is never an error',
    async (query) => {
      const plain = await readFeed(t);
      const { res } = await readFeed(t, query);
      expect(res.body).toBe(plain.res.body);
    },
  );
});
