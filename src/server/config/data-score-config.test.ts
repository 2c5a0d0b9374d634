import { DATA_SCORE_DEFAULT_DELAY_MINUTES } from '../../domain/data-score/data-score-timing';
import { ConfigError, loadConfig } from './config';

describe('OPENF1_URL and OPENF1_DELAY_MINUTES', () => {
  it('is off by default, with the default delay', () => {
    expect(loadConfig({})).toMatchObject({
      openf1Url: null,
      openf1DelayMinutes: DATA_SCORE_DEFAULT_DELAY_MINUTES,
    });
  });

  it('reads a base URL and a delay', () => {
    const config = loadConfig({
      OPENF1_URL: 'https://api.openf1.org/v1',
      OPENF1_DELAY_MINUTES: '90',
    });
    expect(config).toMatchObject({
      openf1Url: 'https://api.openf1.org/v1',
      openf1DelayMinutes: 90,
    });
  });

  it.each<[Record<string, string>, string]>([
    [{ OPENF1_URL: 'api.openf1.org' }, 'OPENF1_URL: must be an absolute http(s) URL'],
    [{ OPENF1_URL: 'ftp://x' }, 'OPENF1_URL: must be an absolute http(s) URL'],
    [{ OPENF1_URL: '' }, 'OPENF1_URL: is set but empty (unset it to use the default)'],
    [{ OPENF1_DELAY_MINUTES: '9' }, 'OPENF1_DELAY_MINUTES: must be at least 10'],
    [{ OPENF1_DELAY_MINUTES: '2881' }, 'OPENF1_DELAY_MINUTES: must be at most 2880'],
    [
      { OPENF1_DELAY_MINUTES: '1h' },
      'OPENF1_DELAY_MINUTES: must be a whole number of minutes from 10 to 2880',
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
