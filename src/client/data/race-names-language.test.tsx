import { act, render, screen, waitFor } from '@testing-library/react';
import { CATALOGUES } from '../../../test/client/catalogues';
import { jsonResponse } from '../../../test/client/fetch-stub';
import { asServer } from '../../../test/client/server-names';
import { makeRace } from '../../../test/domain/fixtures';
import { raceNameOf } from '../../domain/races/race-name-of';
import { writeRaceNames } from '../../domain/races/written-race-names';
import { activateLanguage } from '../i18n/language-store';
import { RaceDataProvider, useRaceData } from './race-data';

// A page's race names are the server's, read in the page's language (decision 0157): a new
// language reads them again, and the names shown meanwhile are the last ones read.

const hungary = makeRace({ id: 'hungary', name: 'Hungarian Grand Prix', location: 'Budapest' });

function Names() {
  const { races } = useRaceData();
  return (
    <ul>
      {races.map((race) => (
        <li key={race.id}>{raceNameOf(race)}</li>
      ))}
    </ul>
  );
}

function serve() {
  const answers: ((response: Response) => void)[] = [];
  const handler = vi.fn(async (path: string) => {
    if (path === '/api/tallies') return jsonResponse(200, {});
    if (path !== '/api/races') return jsonResponse(404, {});
    return new Promise<Response>((resolve) => answers.push(resolve));
  });
  const fetch = vi.fn(asServer(handler));
  vi.stubGlobal('fetch', fetch);
  const asked = () =>
    fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/races'));
  const answer = () => act(() => answers.shift()?.(jsonResponse(200, [hungary])));
  return { asked, answer };
}

afterEach(() => vi.unstubAllGlobals());

describe("the race data's names", () => {
  it('are read in the page language, and again in a new one', async () => {
    activateLanguage('de', CATALOGUES.de);
    const api = serve();
    // Its tallies are answered at once: flushed with the first render.
    await act(async () => {
      render(
        <RaceDataProvider>
          <Names />
        </RaceDataProvider>,
      );
    });
    expect(api.asked()).toEqual(['/api/races?lang=de']);
    await api.answer();
    const german = writeRaceNames(hungary, 'de').full;
    expect(await screen.findByText(german)).toBeVisible();

    act(() => activateLanguage('ja', CATALOGUES.ja));
    await waitFor(() => expect(api.asked()).toEqual(['/api/races?lang=de', '/api/races?lang=ja']));
    // Until the new names arrive the last ones stay: the list never empties or says loading.
    expect(screen.getByText(german)).toBeVisible();
    await api.answer();
    expect(await screen.findByText(writeRaceNames(hungary, 'ja').full)).toBeVisible();
    expect(screen.queryByText(german)).not.toBeInTheDocument();
  });
});
