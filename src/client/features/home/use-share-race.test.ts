import { raceShareUrl } from './use-share-race';

describe('raceShareUrl', () => {
  const race = { id: '2026-las-vegas-grand-prix' };
  const origin = 'https://gpvibes.example';

  it.each([
    ['en', `${origin}/r/2026-las-vegas-grand-prix`],
    ['es', `${origin}/r/2026-las-vegas-grand-prix?lang=es`],
    ['pt-BR', `${origin}/r/2026-las-vegas-grand-prix?lang=pt-BR`],
    ['ja', `${origin}/r/2026-las-vegas-grand-prix?lang=ja`],
  ] as const)('a fan reading %s shares %s', (language, url) => {
    expect(raceShareUrl(race, language, origin)).toBe(url);
  });
});
