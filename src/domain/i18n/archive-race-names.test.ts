import { shippedCalendarRaces, type shippedRaces } from '../../../test/domain/shipped-races';
import { circuitName } from '../calendar/circuit-names';
import { localPlaceName, localRaceName } from '../races/localized-race-name';
import { LANGUAGES } from './languages';
import deArchive from './messages/de/archive-race-names';
import esArchive from './messages/es/archive-race-names';
import frArchive from './messages/fr/archive-race-names';
import itArchive from './messages/it/archive-race-names';
import jaArchive from './messages/ja/archive-race-names';
import nlArchive from './messages/nl/archive-race-names';
import ptBRArchive from './messages/pt-BR/archive-race-names';
import { CALENDAR_RACE_NAME_WORDS, RACE_NAME_WORDS } from './race-name-catalogues';
import { type ArchiveRaceNameWords, type RaceNameWords, withArchiveWords } from './race-name-words';

// Every page loads a language's words for the calendars' races; the archive's own (places and
// events no calendar has any more) load when a page shows an archive race (decision 0156).
// A calendar race must read the same with the first words alone as with every word: a new
// calendar that brings back an archive place fails here until its word moves back.

const ARCHIVES = [
  ['es', esArchive],
  ['pt-BR', ptBRArchive],
  ['fr', frArchive],
  ['de', deArchive],
  ['it', itArchive],
  ['nl', nlArchive],
  ['ja', jaArchive],
] as const;

type Section = keyof ArchiveRaceNameWords;
const SECTIONS: readonly Section[] = ['grandPrixOf', 'places', 'events', 'heldAt'];

/** Every name and place a page shows of `races`, in the language of `words`. */
function shown(races: ReturnType<typeof shippedRaces>, words: RaceNameWords): string[] {
  return races.map((race) =>
    [
      localRaceName(race, words, 'full'),
      localRaceName(race, words, 'short'),
      localPlaceName(circuitName(race.location, race.season), words),
    ].join(' | '),
  );
}

describe.each(LANGUAGES)('race names in %s', (language) => {
  it("names every calendar race with the first words alone as with the archive's too", () => {
    const calendar = shippedCalendarRaces();
    expect(calendar.length).toBeGreaterThan(300);
    expect(shown(calendar, CALENDAR_RACE_NAME_WORDS[language])).toEqual(
      shown(calendar, RACE_NAME_WORDS[language]),
    );
  });
});

describe.each(ARCHIVES)('the archive words of %s', (language, archive) => {
  it('hold no word the first words have', () => {
    const first = CALENDAR_RACE_NAME_WORDS[language];
    for (const section of SECTIONS) {
      for (const key of Object.keys(archive[section] ?? {})) {
        expect({ section, key, inFirst: key in (first[section] ?? {}) }).toEqual({
          section,
          key,
          inFirst: false,
        });
      }
    }
  });

  it('add up to the whole table the server writes with', () => {
    expect(withArchiveWords(CALENDAR_RACE_NAME_WORDS[language], archive)).toEqual(
      RACE_NAME_WORDS[language],
    );
  });
});
