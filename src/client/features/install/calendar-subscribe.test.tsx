import { render, screen } from '@testing-library/react';
import { CALENDAR_FEED_PATH, webcalUrl } from '../../../domain/sharing/public-feeds';
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
});
