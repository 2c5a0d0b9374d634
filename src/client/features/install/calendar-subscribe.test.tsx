import { act, render, screen } from '@testing-library/react';
import { jsonResponse } from '../../../../test/client/fetch-stub';
import german from '../../../domain/i18n/messages/de/index';
import { CALENDAR_FEED_PATH, webcalUrl } from '../../../domain/sharing/public-feeds';
import { sportPath } from '../../../domain/sports/sports';
import { forgetCarriedSports, loadCarriedSports, SPORTS_PATH } from '../../data/carried-sports';
import { activateLanguage } from '../../i18n/language-store';
import { CalendarSubscribe } from './calendar-subscribe';

/** The site carries these sports (GET /api/sports). */
function carrying(sports: string[]) {
  forgetCarriedSports();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      path === SPORTS_PATH ? jsonResponse(200, { sports }) : jsonResponse(404, {}),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetCarriedSports();
});

describe('CalendarSubscribe', () => {
  it('offers the webcal: subscription of this site and the plain calendar address', () => {
    render(<CalendarSubscribe />);
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      webcalUrl(window.location.origin),
    );
    expect(screen.getByRole('link', { name: 'calendar address' })).toHaveAttribute(
      'href',
      CALENDAR_FEED_PATH,
    );
  });

  it('offers only the one calendar on a site of Formula 1 alone', async () => {
    carrying(['formula1']);
    render(<CalendarSubscribe />);
    await act(() => loadCarriedSports()); // the page's read has been answered
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("offers each other carried sport's calendar, named, with its own address", async () => {
    carrying(['formula1', 'motogp', 'formula-e']);
    render(<CalendarSubscribe />);
    const motogp = await screen.findByRole('link', { name: 'Add MotoGP to calendar' });
    const path = sportPath(CALENDAR_FEED_PATH, 'motogp');
    expect(motogp).toHaveAttribute('href', webcalUrl(window.location.origin, path));
    expect(screen.getByRole('link', { name: 'MotoGP calendar address' })).toHaveAttribute(
      'href',
      path,
    );
    expect(screen.getByRole('link', { name: 'Formula E calendar address' })).toHaveAttribute(
      'href',
      sportPath(CALENDAR_FEED_PATH, 'formula-e'),
    );
    // Formula 1's own subscription is unchanged.
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      webcalUrl(window.location.origin),
    );
  });

  it('subscribes a German fan to the calendar in German', () => {
    activateLanguage('de', german);
    render(<CalendarSubscribe />);
    const host = window.location.host;
    expect(
      screen.getByRole('link', { name: german['pages.install.calendar.add'] }),
    ).toHaveAttribute('href', `webcal://${host}${CALENDAR_FEED_PATH}?lang=de`);
    expect(
      screen.getByRole('link', { name: german['pages.install.calendar.address'] }),
    ).toHaveAttribute('href', `${CALENDAR_FEED_PATH}?lang=de`);
  });
});
