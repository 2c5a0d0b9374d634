import { parseExplorerSeasons } from './explorer-opening';

describe('parseExplorerSeasons', () => {
  it('reads what the server writes', () => {
    expect(parseExplorerSeasons('{"sport":"motogp","seasons":[2026,2025]}')).toEqual({
      sport: 'motogp',
      seasons: [2026, 2025],
    });
    expect(parseExplorerSeasons('{"sport":"formula1","seasons":[]}')).toEqual({
      sport: 'formula1',
      seasons: [],
    });
  });

  it.each([
    null,
    '',
    'not json',
    'null',
    '[]',
    '{"sport":"cricket","seasons":[2026]}',
    '{"sport":"formula1"}',
    '{"sport":"formula1","seasons":"2026"}',
    '{"sport":"formula1","seasons":[2026.5]}',
    '{"sport":"formula1","seasons":["2026"]}',
  ])('reads %j as none', (text) => {
    expect(parseExplorerSeasons(text)).toBeNull();
  });
});
