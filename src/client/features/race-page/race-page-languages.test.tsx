import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { namedReply } from '../../../../test/client/server-names';
import { makeRace, makeTally, modes } from '../../../../test/domain/fixtures';
import { findSpoilers } from '../../../../test/proof/spoiler-words';
import { LANGUAGES } from '../../../domain/i18n/languages';
import type { RacePageData } from '../../../domain/races/race-page';
import { raceLink } from '../../../domain/races/race-page';
import { startLanguage } from '../../i18n/choose-language';
import RacePage from './race-page';
import { RACE_PAGE_DATA_ID } from './race-page-data';

// The race page in every language with only the words production loads for it (the first
// load's and the racePage namespace): no text a fan reads may look like a message id, nor
// like a result.

const ID_LIKE = /\b[a-z][\w-]*(?:\.[\w-]+){2,}\b/g;

function idLikeTexts(): string[] {
  const found: string[] = [];
  const look = (text: string | null | undefined) => found.push(...(text?.match(ID_LIKE) ?? []));
  look(document.title);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) look(node.nodeValue);
  for (const element of document.body.querySelectorAll('*'))
    for (const name of ['aria-label', 'title', 'alt']) look(element.getAttribute(name));
  return found;
}

const NOW = Date.parse('1976-11-10T12:00:00Z');
const japan = makeRace({
  id: '1976-japanese-grand-prix',
  name: 'Japanese Grand Prix',
  date: '1976-10-24',
  startsAt: '1976-10-24T05:00:00Z',
  location: 'Fuji',
  countryFlag: '🇯🇵',
});
const usa = makeRace({
  id: '1976-us-grand-prix',
  name: 'United States Grand Prix',
  date: '1976-10-10',
});
const archive: RacePageData = {
  race: japan,
  tally: {
    ...makeTally(
      japan.id,
      { '5': 4, '3': 1 },
      { viewModes: modes({ 'Full Race': 5 }), reasonTagTallies: { overtakes: 3, weather: 4 } },
    ),
    AI_Rating: true,
    AI_Rating_Value: 4.4,
    AI_Rating_Source: 'results',
    AI_Rating_Results: {
      starters: 25,
      finishers: 12,
      retirements: 13,
      collisions: 2,
      failures: 11,
      placesGained: 30,
      margin: 'clear',
      shortened: false,
      pitStops: 6,
    },
  },
  seasonRank: { rank: 1, of: 16 },
  previous: raceLink(usa),
  next: null,
  sameCircuit: [raceLink({ ...japan, id: '1977-japanese-grand-prix', season: 1977 })],
};

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  document.getElementById(RACE_PAGE_DATA_ID)?.remove();
});

describe.each(LANGUAGES)('the race page in %s', (language) => {
  it('shows only words, whatever the race', async () => {
    await startLanguage(language, `/r/${japan.id}`);
    const pages: RacePageData[] = [
      archive,
      { ...archive, race: { ...japan, isCurrent: true }, tally: makeTally(japan.id, { '4': 1 }) },
      { ...archive, race: { ...japan, date: '1977-10-23', startsAt: null } },
      { ...archive, race: { ...japan, cancelled: true } },
    ];
    for (const page of pages) {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = RACE_PAGE_DATA_ID;
      // As the server embeds it: named in the page's language.
      script.textContent = JSON.stringify(namedReply(page, language));
      document.head.append(script);
      const { unmount } = render(
        <MemoryRouter initialEntries={[`/r/${japan.id}`]}>
          <Routes>
            <Route
              path="/r/:raceId"
              element={
                <RacePage renderVoteForm={() => <form aria-label="vote" />} notFound={null} />
              }
            />
          </Routes>
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('1976');
      expect({ page: page.race, ids: idLikeTexts() }).toEqual({ page: page.race, ids: [] });
      // Its season rank is a verdict, never a result: no "1st", "1位" or "winner" in any language.
      const text = `${document.title} ${document.body.textContent}`;
      expect({ page: page.race, spoilers: findSpoilers(text) }).toEqual({
        page: page.race,
        spoilers: [],
      });
      unmount();
    }
  });
});
