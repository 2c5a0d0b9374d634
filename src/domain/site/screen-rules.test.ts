import {
  BREAKPOINT_CARDS_PX,
  BREAKPOINT_EXPLORER_PX,
  canExpandExplorerRows,
  HEADER_SHRINK_SCROLL_PX,
  isHeaderShrunk,
  isNarrowCards,
  toggleSingleOpen,
} from './screen-rules';

describe('screen rules at their boundaries', () => {
  it.each<[string, (n: number) => boolean, number, boolean]>([
    ['header at the threshold', isHeaderShrunk, HEADER_SHRINK_SCROLL_PX, false],
    ['header 1 px beyond', isHeaderShrunk, HEADER_SHRINK_SCROLL_PX + 1, true],
    ['header at the top', isHeaderShrunk, 0, false],
    ['cards at the breakpoint', isNarrowCards, BREAKPOINT_CARDS_PX, true],
    ['cards 1 px wider', isNarrowCards, BREAKPOINT_CARDS_PX + 1, false],
    ['explorer rows at the breakpoint', canExpandExplorerRows, BREAKPOINT_EXPLORER_PX, false],
    ['explorer rows 1 px wider', canExpandExplorerRows, BREAKPOINT_EXPLORER_PX + 1, true],
  ])('%s (%#)', (_name, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it('pins the spec numbers', () => {
    expect([HEADER_SHRINK_SCROLL_PX, BREAKPOINT_CARDS_PX, BREAKPOINT_EXPLORER_PX]).toEqual([
      80, 600, 768,
    ]);
  });
});

describe('toggleSingleOpen', () => {
  it.each<[string | null, string, string | null]>([
    [null, 'factors', 'factors'],
    ['factors', 'distribution', 'distribution'],
    ['factors', 'factors', null],
  ])('open %j, click %j → %j', (open, clicked, next) => {
    expect(toggleSingleOpen(open, clicked)).toBe(next);
  });
});
