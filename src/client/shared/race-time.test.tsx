import { act, render, screen } from '@testing-library/react';
import french from '../../domain/i18n/messages/fr/index';
import { formatRaceStart } from '../../domain/races/race-start-time';
import { activateLanguage } from '../i18n/language-store';
import { RaceTime } from './race-time';

describe('RaceTime', () => {
  it('shows the start in the browser’s own zone when the race has one', () => {
    const race = { date: '2026-11-29', startsAt: '2026-11-29T16:00:00Z' };
    render(<RaceTime race={race} dateText="Sun, 29 Nov 2026" />);
    const time = screen.getByText(formatRaceStart(race)!);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', race.startsAt);
    expect(screen.queryByText('Sun, 29 Nov 2026')).toBeNull();
  });

  it.each([null, undefined, 'not a time'])('keeps the date alone for a start of %j', (startsAt) => {
    render(<RaceTime race={{ date: '2026-11-29', startsAt }} dateText="Sun, 29 Nov 2026" />);
    expect(screen.getByText('Sun, 29 Nov 2026')).toHaveAttribute('datetime', '2026-11-29');
  });

  it('names the day and writes the time in the page’s language, not the browser’s', () => {
    const race = { startsAt: '2026-11-29T16:00:00Z' };
    const clock = { timeZone: 'Europe/Paris', locale: 'en-US' };
    expect(formatRaceStart(race, clock)).toBe('Sun 29 Nov · 5:00 PM');
    expect(formatRaceStart(race, clock, 'fr')).toBe('dim. 29 nov. · 17:00');
    expect(formatRaceStart(race, clock, 'de')).toMatch(/^So\.?, 29\. Nov\.? · 17:00$/);
    expect(formatRaceStart({ startsAt: null }, clock, 'fr')).toBeNull();
  });

  it('follows a switch of language on screen', () => {
    const race = { date: '2026-11-29', startsAt: '2026-11-29T16:00:00Z' };
    render(<RaceTime race={race} dateText="29 Nov" />);
    act(() => activateLanguage('fr', french));
    expect(screen.getByText(formatRaceStart(race, {}, 'fr')!).tagName).toBe('TIME');
  });
});
