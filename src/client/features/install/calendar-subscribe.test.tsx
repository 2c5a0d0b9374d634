import { render, screen } from '@testing-library/react';
import german from '../../../domain/i18n/messages/de/index';
import { CALENDAR_FEED_PATH, webcalUrl } from '../../../domain/sharing/public-feeds';
import { activateLanguage } from '../../i18n/language-store';
import { CalendarSubscribe } from './calendar-subscribe';

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
