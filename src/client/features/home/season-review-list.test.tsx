import { act, render, screen, within } from '@testing-library/react';
import { CATALOGUES } from '../../../../test/client/catalogues';
import { makeRace } from '../../../../test/domain/fixtures';
import { DATE_TIME_SEPARATOR } from '../../../domain/i18n/date-time-format';
import type { Language } from '../../../domain/i18n/languages';
import { formatRaceStart } from '../../../domain/races/race-start-time';
import { activateLanguage } from '../../i18n/language-store';
import { formatRaceDayIn, RaceTime } from '../../shared/race-time';
import { SeasonReviewList } from './season-review-list';

// Las Vegas: Saturday night at the venue (its `date`), Sunday 04:00 in UTC and London.
const lasVegas = makeRace({
  id: 'las-vegas-2026',
  name: 'Las Vegas Grand Prix',
  date: '2026-11-21',
  startsAt: '2026-11-22T04:00:00Z',
});

/** The day part of a card's 'Sun 22 Nov · 04:00', commas aside (English writes none there). */
const dayOf = (text: string) => text.split(DATE_TIME_SEPARATOR)[0]!.replaceAll(',', '');

describe('a race’s day in the season list and on its card', () => {
  it.each<Language>(['en', 'es', 'ja', 'de'])('is the same day in %s', (language) => {
    act(() => activateLanguage(language, CATALOGUES[language]));
    render(
      <>
        <SeasonReviewList review={{ season: 2026, races: [{ race: lasVegas, rated: false }] }} />
        <p data-testid="card">
          <RaceTime race={lasVegas} />
        </p>
      </>,
    );
    const card = screen.getByTestId('card').textContent!;
    const item = within(screen.getByRole('list')).getByRole('listitem').textContent!;
    expect(item.replaceAll(',', '')).toContain(dayOf(card));
  });

  it.each<[string, string]>([
    ['Europe/London', '22'],
    ['Europe/Madrid', '22'],
    ['America/Los_Angeles', '21'],
    ['Asia/Tokyo', '22'],
  ])('for a fan in %s both name the %sth', (timeZone, day) => {
    const listed = formatRaceDayIn('en', lasVegas, { timeZone, weekday: true });
    const carded = formatRaceStart(lasVegas, { timeZone, locale: 'en-GB' }, 'en')!;
    expect(listed).toMatch(new RegExp(`\\b${day} Nov 2026$`));
    expect(carded).toMatch(new RegExp(`^\\w{3} ${day} Nov · `));
    expect(listed.replaceAll(',', '')).toContain(dayOf(carded));
  });
});
