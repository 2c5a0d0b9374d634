import {
  ALERT_SPORTS_KEY,
  alertSportsField,
  DEFAULT_ALERT_SPORTS,
  parseAlertSports,
  withAlertSport,
} from './alert-sports';
import type { Sport } from './sports';

describe('parseAlertSports', () => {
  it.each<[unknown, Sport[]]>([
    [null, [...DEFAULT_ALERT_SPORTS]],
    ['', [...DEFAULT_ALERT_SPORTS]],
    ['not json', [...DEFAULT_ALERT_SPORTS]],
    ['[]', [...DEFAULT_ALERT_SPORTS]],
    ['["curling"]', [...DEFAULT_ALERT_SPORTS]],
    ['"motogp"', [...DEFAULT_ALERT_SPORTS]],
    ['["motogp"]', ['motogp']],
    ['["indycar","formula1","motogp","motogp","curling"]', ['formula1', 'motogp', 'indycar']],
  ])('%j → %j', (stored, list) => {
    expect(parseAlertSports(stored)).toEqual(list);
  });

  it('is stored under a key of its own', () => {
    expect(ALERT_SPORTS_KEY).toBe('gpvibes.alertSports');
  });
});

describe('withAlertSport', () => {
  it.each<[Sport[], Sport, boolean, Sport[]]>([
    [['formula1'], 'motogp', true, ['formula1', 'motogp']],
    [['motogp'], 'formula1', true, ['formula1', 'motogp']],
    [['formula1', 'motogp'], 'motogp', true, ['formula1', 'motogp']],
    [['formula1', 'motogp'], 'formula1', false, ['motogp']],
    [['formula1'], 'motogp', false, ['formula1']],
    // The last sport stays: turning every sport off is the bell's own tap.
    [['motogp'], 'motogp', false, ['motogp']],
  ])('%j with %s %s → %j', (list, sport, on, next) => {
    expect(withAlertSport(list, sport, on)).toEqual(next);
  });
});

describe('alertSportsField', () => {
  it.each<[Sport[], object]>([
    [['formula1'], {}],
    [['motogp'], { sports: ['motogp'] }],
    [['formula1', 'f2'], { sports: ['formula1', 'f2'] }],
  ])('%j → %j', (list, field) => {
    expect(alertSportsField(list)).toEqual(field);
  });
});
