import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUES } from '../../../../test/client/catalogues';
import { LANGUAGES } from '../../../domain/i18n/languages';
import { createTranslate } from '../../../domain/i18n/translate';
import { EMPTY_MY_RACES, markOf, type WatchMark } from '../../../domain/my-races/my-races';
import { activateLanguage } from '../../i18n/language-store';
import { MY_RACES_STORAGE_KEY, myRaces } from './my-races-store';
import { WatchMarkControl } from './watch-mark-control';

const RACE = { id: '2026-monaco-grand-prix', name: 'Monaco Grand Prix' };

function renderControl() {
  const user = userEvent.setup();
  render(<WatchMarkControl raceId={RACE.id} raceName={RACE.name} />);
  return user;
}
const watched = () => screen.getByRole('button', { name: 'Watched' });
const toWatch = () => screen.getByRole('button', { name: 'Still to watch' });
const stored = () => JSON.parse(localStorage.getItem(MY_RACES_STORAGE_KEY) ?? 'null');

describe('WatchMarkControl', () => {
  it('is a group named after its race, nothing pressed for a race the fan never marked', () => {
    renderControl();
    expect(screen.getByRole('group', { name: 'My races: Monaco Grand Prix' })).toBeVisible();
    expect(watched()).toHaveAttribute('aria-pressed', 'false');
    expect(toWatch()).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(MY_RACES_STORAGE_KEY)).toBeNull();
  });

  it.each<[string, ('Watched' | 'Still to watch')[], WatchMark | null]>([
    ['one press sets "watched"', ['Watched'], 'watched'],
    ['one press sets "still to watch"', ['Still to watch'], 'to-watch'],
    ['the other button switches the mark', ['Watched', 'Still to watch'], 'to-watch'],
    ['pressing the pressed button clears it', ['Still to watch', 'Still to watch'], null],
  ])('%s', async (_, presses, mark) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = renderControl();
    for (const name of presses) await user.click(screen.getByRole('button', { name }));
    expect(markOf(myRaces.get(), RACE.id)).toBe(mark);
    expect(watched()).toHaveAttribute('aria-pressed', String(mark === 'watched'));
    expect(toWatch()).toHaveAttribute('aria-pressed', String(mark === 'to-watch'));
    // Kept on the device, never sent.
    expect(stored()?.marks[RACE.id]?.mark ?? null).toBe(mark);
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('shows a mark made elsewhere on the page', () => {
    renderControl();
    act(() => myRaces.mark(RACE.id, 'to-watch'));
    expect(toWatch()).toHaveAttribute('aria-pressed', 'true');
    expect(myRaces.get()).not.toBe(EMPTY_MY_RACES);
  });

  it.each(LANGUAGES)('names the group and both buttons in %s', (language) => {
    const t = createTranslate(language, CATALOGUES[language]);
    activateLanguage(language, CATALOGUES[language]);
    renderControl();
    const group = screen.getByRole('group', {
      name: t('common.myRaces.label', { race: RACE.name }),
    });
    expect(group).toBeVisible();
    expect(screen.getByRole('button', { name: t('common.myRaces.watched') })).toBeVisible();
    expect(screen.getByRole('button', { name: t('common.myRaces.toWatch') })).toBeVisible();
  });
});
