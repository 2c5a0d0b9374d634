import { ANALYTICS_EVENT_NAMES, isAnalyticsEventName } from './analytics-events';

describe('isAnalyticsEventName', () => {
  const cases: [unknown, boolean][] = [
    ...ANALYTICS_EVENT_NAMES.map((n): [unknown, boolean] => [n, true]),
    ['pageview', false],
    [3, false],
  ];
  it.each(cases)('%s → %s', (name, expected) => {
    expect(isAnalyticsEventName(name)).toBe(expected);
  });

  it('covers every event of decision 0050', () => {
    for (const name of [
      'vote_attempt',
      'vote_submitted',
      'vote_complete',
      'vote_error',
      'vote_reset',
      'page_view',
      'theme_menu_open',
      'install_banner_click',
    ]) {
      expect(ANALYTICS_EVENT_NAMES).toContain(name);
    }
  });
});
