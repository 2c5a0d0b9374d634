import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { parseCalendar } from '../../domain/calendar/calendar-gpvibes';
import { DAY_MS } from '../../domain/constants';
import { ATOM_FEED_PATH, embedPath } from '../../domain/sharing/public-feeds';

// The English words, as the spec's English pages and feeds read them.
const CANCELLED_RACE_BADGE = 'Cancelled';
const CANCELLED_RACE_TEXT = 'This race was called off: it takes no ratings.';
const NO_VERDICT_TEXT = 'Voting has closed; too few fans rated this race for a verdict.';

// A cancelled race keeps its row and its votes, so it still appears in the public
// outputs that list races: each says it was cancelled, never that it is waiting for votes.

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const NOW = Date.now();
const RACE = {
  season: 2099,
  location: 'Testville',
  countryFlag: '🏁',
  date: isoDay(NOW - 4 * DAY_MS),
  startsAt: `${isoDay(NOW - 4 * DAY_MS)}T13:00:00Z`,
};
/** Called off after fans had rated it: its votes still say how it was rated. */
const RATED = { ...RACE, id: 'cancelled-rated', round: 1, name: 'Rated Called Off Grand Prix' };
/** Called off before anyone rated it. */
const UNRATED = { ...RACE, id: 'cancelled-unrated', round: 2, name: 'Quiet Called Off Grand Prix' };
const HELD = { ...RACE, id: 'held-race', round: 3, name: 'Held Test Grand Prix' };

function feedEntry(body: string, title: string): string {
  const entry = body.split('<entry>').find((e) => e.includes(`<title>${title}`));
  expect(entry, title).toBeDefined();
  return entry!;
}

describe.each(TEST_DATABASES)('a cancelled race in the public outputs on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { races, votes } = t.app.deps;
    await races.importCalendar(parseCalendar({ races: [RATED, UNRATED, HELD] }));
    for (const [starRating, i] of [
      [4, 1],
      [5, 2],
    ] as const) {
      for (const raceId of [RATED.id, HELD.id]) {
        await votes.recordVote({
          raceId,
          userId: `cancelled-outputs-${raceId}-${i}`,
          starRating,
          viewMode: 'Full Race',
        });
      }
    }
    await races.importCalendar(
      parseCalendar({
        races: [
          { ...RATED, cancelled: true },
          { ...UNRATED, cancelled: true },
        ],
      }),
    );
  });
  afterAll(async () => t?.close());

  it('titles its Atom entry Cancelled, keeping the verdict its votes give, and leaves the held race unmarked', async () => {
    const body = (await t.app.inject(ATOM_FEED_PATH)).body;
    const rated = feedEntry(body, `Rated Called Off GP: ${CANCELLED_RACE_BADGE}`);
    expect(rated).toContain(`<summary type="text">${CANCELLED_RACE_TEXT} Rated Cinema (4.5)`);
    const unrated = feedEntry(body, `Quiet Called Off GP: ${CANCELLED_RACE_BADGE}`);
    expect(unrated).toContain(`<summary type="text">${CANCELLED_RACE_TEXT}</summary>`);
    expect(unrated).not.toContain(NO_VERDICT_TEXT);
    const held = feedEntry(body, 'Held Test GP: Cinema');
    expect(held).not.toContain(CANCELLED_RACE_BADGE);
  });

  it('marks its embed card Cancelled, and never asks a fan to rate it', async () => {
    const rated = (await t.app.inject(embedPath(RATED.id))).body;
    expect(rated).toContain(`<p class="cancelled">✕ ${CANCELLED_RACE_BADGE}</p>`);
    expect(rated).toContain('<p class="label">Cinema</p>');
    const unrated = (await t.app.inject(embedPath(UNRATED.id))).body;
    expect(unrated).toContain(`<p class="cancelled">✕ ${CANCELLED_RACE_BADGE}</p>`);
    expect(unrated).toContain(`<p>${CANCELLED_RACE_TEXT}</p>`);
    expect(unrated).not.toContain('Rate it');
    const held = (await t.app.inject(embedPath(HELD.id))).body;
    expect(held).not.toContain(CANCELLED_RACE_BADGE);
  });

  it('says Cancelled in the language the link asks for', async () => {
    const feed = (await t.app.inject(`${ATOM_FEED_PATH}?lang=fr`)).body;
    expect(feed).toMatch(/Quiet Called Off GP\s:\sAnnulée/u);
    expect(feed).toContain('Cette course a été annulée');
    const card = (await t.app.inject(`${embedPath(UNRATED.id)}?lang=de`)).body;
    expect(card).toContain('<p class="cancelled">✕ Abgesagt</p>');
    expect(card).toContain('Dieses Rennen wurde abgesagt');
  });
});
