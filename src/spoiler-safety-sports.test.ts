import {
  alertSpoilers,
  decodeEntities,
  previewText,
  useSpoilerSeason,
} from '../test/proof/spoiler-season';
import { findSpoilers } from '../test/proof/spoiler-words';
import { TEST_DATABASES } from '../test/server/test-databases';
import { LANGUAGES } from './domain/i18n/languages';
import { SPORTS, type Sport } from './domain/sports/sports';

// Every sport's events as the server writes them outside the site (spoiler-safety.test.ts
// walks Formula 1's): share previews, both alerts, calendar and Atom entries and embeds, in
// every language, with votes in every wording state. No result word of any series, rider
// or driver name may appear.

const VOTE_COUNTS = [0, 1, 5, 12];
const OTHER_SPORTS = SPORTS.filter((s) => s !== 'formula1');

describe('spoiler safety of every other sport', () => {
  const season = useSpoilerSeason(TEST_DATABASES[0]!, {
    voteCounts: VOTE_COUNTS,
    seed: 34,
    env: { SPORTS: SPORTS.join(',') },
    races: (race) => race.sport !== 'formula1',
  });

  /** A sport's first events: one in each wording state. */
  const firstEvents = (sport: Sport) =>
    season.races.filter((r) => r.sport === sport).slice(0, VOTE_COUNTS.length);

  it('has every other sport’s races, in every wording state', () => {
    expect(new Set(season.races.map((r) => r.sport))).toEqual(new Set(OTHER_SPORTS));
    const counts = new Set(season.races.map((r) => season.tallies[r.id]!.totalVotes));
    for (const n of VOTE_COUNTS) expect(counts).toContain(n);
  });

  it('keeps both alerts of every event free of spoilers, in every language', () => {
    expect(alertSpoilers(season.races, season.tallies)).toEqual([]);
  });

  it('keeps every share preview free of spoilers, each sport’s first events in every language', async () => {
    const found: string[] = [];
    for (const race of season.races) {
      const text = previewText((await season.app.inject(`/r/${race.id}`)).body);
      for (const word of findSpoilers(text)) found.push(`${race.id}: ${word}`);
    }
    for (const sport of OTHER_SPORTS) {
      for (const race of firstEvents(sport)) {
        for (const language of LANGUAGES) {
          const text = previewText(
            (await season.app.inject(`/r/${race.id}?lang=${language}`)).body,
          );
          for (const word of findSpoilers(text)) found.push(`${language} ${race.id}: ${word}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it.each(OTHER_SPORTS)(
    'keeps %s’s calendar, feed, embeds and data free of spoilers in every language',
    async (sport) => {
      const found: string[] = [];
      const check = (where: string, text: string) => {
        for (const word of findSpoilers(text)) found.push(`${where}: ${word}`);
      };
      for (const language of LANGUAGES) {
        check(
          `${language} ics`,
          (await season.app.inject(`/calendar.ics?sport=${sport}&lang=${language}`)).body,
        );
        check(
          `${language} atom`,
          (await season.app.inject(`/feed.xml?sport=${sport}&lang=${language}`)).body,
        );
      }
      for (const race of firstEvents(sport)) {
        check(
          `embed ${race.id}`,
          decodeEntities((await season.app.inject(`/embed/${race.id}`)).body),
        );
      }
      check('races', (await season.app.inject(`/api/races?sport=${sport}`)).body);
      check('tallies', (await season.app.inject(`/api/tallies?sport=${sport}`)).body);
      expect(found).toEqual([]);
    },
  );
});
