import { cardAnchor, raceIdFor, shortRaceName, slugify } from './race-names';

describe('shortRaceName', () => {
  it.each([
    ['Las Vegas Grand Prix', 'Las Vegas GP'],
    ['São Paulo Grand Prix', 'São Paulo GP'],
    ['Grand Prix de Monaco', 'Grand Prix de Monaco'],
    ['Indianapolis 500', 'Indianapolis 500'],
    ['British Grand Prix ', 'British Grand Prix '],
    ['Chinese Grand Prix Sprint', 'Chinese GP Sprint'],
    ['São Paulo Grand Prix Sprint', 'São Paulo GP Sprint'],
  ])('%j → %j', (name, short) => {
    expect(shortRaceName(name)).toBe(short);
  });
});

describe('slugify', () => {
  it.each([
    ['Las Vegas Grand Prix', 'las-vegas-grand-prix'],
    ['São Paulo Grand Prix', 'sao-paulo-grand-prix'],
    ['Barcelona-Catalunya Grand Prix', 'barcelona-catalunya-grand-prix'],
    ['  Emilia Romagna -- GP!! ', 'emilia-romagna-gp'],
    ['Crypto.com Miami', 'crypto-com-miami'],
    ['', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('cardAnchor', () => {
  it.each([
    ['Las Vegas Grand Prix', '2025-11-22', 'las-vegas-grand-prix-2025-11-22'],
    ['São Paulo Grand Prix', '2025-11-09', 'sao-paulo-grand-prix-2025-11-09'],
    ['Mexico City Grand Prix', '2025-10-26', 'mexico-city-grand-prix-2025-10-26'],
  ])('%s on %s → #%s', (name, date, anchor) => {
    expect(cardAnchor({ name, date })).toBe(anchor);
  });
});

describe('raceIdFor', () => {
  it.each<[number, string, string]>([
    [2025, 'Las Vegas Grand Prix', '2025-las-vegas-grand-prix'],
    [2026, 'São Paulo Grand Prix', '2026-sao-paulo-grand-prix'],
    [2026, 'Barcelona-Catalunya Grand Prix', '2026-barcelona-catalunya-grand-prix'],
  ])('%i %s → %s', (season, name, id) => {
    expect(raceIdFor(season, name)).toBe(id);
  });

  it('is URL-safe', () => {
    const id = raceIdFor(2025, 'Ünïcödé / Grand Prix?#&');
    expect(id).toMatch(/^[a-z0-9-]+$/);
    expect(encodeURIComponent(id)).toBe(id);
  });
});
