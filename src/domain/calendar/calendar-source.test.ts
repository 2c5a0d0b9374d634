import { buildSourceRace, type SourceRaceFields } from './calendar-source';

const FIELDS: SourceRaceFields = {
  season: 2025,
  round: 2,
  name: 'Chinese Grand Prix',
  date: '2025-03-23',
  location: 'Shanghai',
  countryFlag: '🇨🇳',
  sport: 'formula1',
  startsAt: '2025-03-23T07:00:00Z',
};

describe('buildSourceRace', () => {
  it('names a race by its season and name unless the source gives its own id', () => {
    expect(buildSourceRace(FIELDS).id).toBe('2025-chinese-grand-prix');
    expect(buildSourceRace({ ...FIELDS, id: 'china-2025' }).id).toBe('china-2025');
  });

  it('gives a race without a start a null start', () => {
    const { startsAt: _, ...noStart } = FIELDS;
    expect(buildSourceRace(noStart).startsAt).toBeNull();
    expect(buildSourceRace({ ...FIELDS, startsAt: null }).startsAt).toBeNull();
  });

  it.each<[string, Partial<SourceRaceFields>, object]>([
    ['no sprint', {}, {}],
    ['a sprint start of null', { sprintStartsAt: null }, {}],
    [
      'a sprint start',
      { sprintStartsAt: '2025-03-22T03:00:00Z' },
      { sprintStartsAt: '2025-03-22T03:00:00Z' },
    ],
    [
      'a sprint start and its day',
      { sprintStartsAt: '2025-03-22T03:00:00Z', sprintDate: '2025-03-22' },
      { sprintStartsAt: '2025-03-22T03:00:00Z' },
    ],
    [
      "only a sprint's day",
      { sprintStartsAt: null, sprintDate: '2025-03-22' },
      { sprintStartsAt: null, sprintDate: '2025-03-22' },
    ],
  ])('stores %s as the race says it', (_what, sprint, expected) => {
    expect(buildSourceRace({ ...FIELDS, ...sprint })).toStrictEqual({
      id: '2025-chinese-grand-prix',
      ...FIELDS,
      ...expected,
    });
  });

  it.each<[string, Partial<SourceRaceFields>, object]>([
    ['unsaid', {}, {}],
    ['stated', { isCurrent: false, cancelled: false }, { isCurrent: false, cancelled: false }],
    ['set', { isCurrent: true, cancelled: true }, { isCurrent: true, cancelled: true }],
  ])('leaves out isCurrent and cancelled only where %s', (_what, flags, expected) => {
    const { id: _, ...race } = buildSourceRace({ ...FIELDS, ...flags });
    expect(race).toStrictEqual({ ...FIELDS, ...expected });
  });
});
