import {
  DEFAULT_ANALYTICS_BYTES_PER_MINUTE,
  DEFAULT_ANALYTICS_MAX_EVENTS,
  DEFAULT_ANALYTICS_RETENTION_DAYS,
} from './analytics-config';
import { ConfigError, loadConfig } from './config';

describe('analytics settings', () => {
  it('default to the documented values', () => {
    expect(loadConfig({})).toMatchObject({
      analyticsRetentionDays: DEFAULT_ANALYTICS_RETENTION_DAYS,
      analyticsMaxEvents: DEFAULT_ANALYTICS_MAX_EVENTS,
      analyticsBytesPerMinute: DEFAULT_ANALYTICS_BYTES_PER_MINUTE,
    });
    expect(DEFAULT_ANALYTICS_RETENTION_DAYS).toBe(90);
  });

  it.each([
    [{ ANALYTICS_RETENTION_DAYS: '1' }, { analyticsRetentionDays: 1 }],
    [{ ANALYTICS_RETENTION_DAYS: '3650' }, { analyticsRetentionDays: 3650 }],
    [{ ANALYTICS_MAX_EVENTS: '1000' }, { analyticsMaxEvents: 1000 }],
    [{ ANALYTICS_BYTES_PER_MINUTE: '1024' }, { analyticsBytesPerMinute: 1024 }],
  ])('accept %o', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([
    ['ANALYTICS_RETENTION_DAYS', '0'],
    ['ANALYTICS_RETENTION_DAYS', '3651'],
    ['ANALYTICS_RETENTION_DAYS', '30d'],
    ['ANALYTICS_MAX_EVENTS', '999'],
    ['ANALYTICS_MAX_EVENTS', '1e6'],
    ['ANALYTICS_BYTES_PER_MINUTE', '1023'],
    ['ANALYTICS_BYTES_PER_MINUTE', ''],
  ])('refuse %s=%j with one line naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name}: `));
  });
});
