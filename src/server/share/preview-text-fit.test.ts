import { fitLines, MAX_SQUEEZE, textWidth } from './preview-text-fit';

const SIZE = 50;
/** Room for exactly 'Hungarian Grand' at SIZE, as the estimate measures it. */
const ROOM = textWidth('Hungarian Grand', SIZE);
const wrap = (text: string, maxLines: number, width = ROOM) =>
  fitLines(text, { size: SIZE, width, maxLines });

describe('fitLines: the card’s words in the room they have', () => {
  it.each([
    ['a short line', 'Monaco GP', 2, ['Monaco GP']],
    ['a line exactly as wide as the room', 'Hungarian Grand', 1, ['Hungarian Grand']],
    ['two lines, broken at a space', 'Hungarian Grand Prix', 2, ['Hungarian Grand', 'Prix']],
  ])('%s', (_what, text, maxLines, lines) => {
    expect(wrap(text, maxLines)).toEqual({ lines, whole: true });
  });

  it.each([
    ['one line too few', 'Hungarian Grand Prix', 1, 'Hungarian'],
    [
      'what a third line would hold',
      'Hungarian Grand Prix Hungarian Grand Prix',
      2,
      'Prix Hungarian',
    ],
  ])('cuts %s short, with an ellipsis, within the room', (_what, text, maxLines, lastStart) => {
    const { lines, whole } = wrap(text, maxLines);
    expect(whole).toBe(false);
    expect(lines).toHaveLength(maxLines);
    const last = lines.at(-1)!;
    expect(last.startsWith(lastStart) && last.endsWith('…')).toBe(true);
    expect(textWidth(last, SIZE)).toBeLessThanOrEqual(ROOM);
  });

  it('breaks Japanese between characters, having no spaces', () => {
    expect(wrap('ハンガリーグランプリ', 2, 5 * SIZE)).toEqual({
      lines: ['ハンガリー', 'グランプリ'],
      whole: true,
    });
  });

  it('keeps a word a little too wide whole (it is squeezed when drawn), and cuts one far too wide', () => {
    const justOver = 'HungarianGrandest';
    expect(textWidth(justOver, SIZE)).toBeGreaterThan(ROOM);
    expect(textWidth(justOver, SIZE)).toBeLessThanOrEqual(ROOM * MAX_SQUEEZE);
    expect(fitLines(justOver, { size: SIZE, width: ROOM, maxLines: 2 }).lines).toEqual([justOver]);
    const farOver = 'Weltmeisterschaftslaufkalender';
    const fitted = fitLines(farOver, { size: SIZE, width: ROOM, maxLines: 2 });
    expect(fitted.whole).toBe(false);
    expect(fitted.lines[0]).toMatch(/^Weltmeister.*…$/);
    expect(textWidth(fitted.lines[0]!, SIZE)).toBeLessThanOrEqual(ROOM * MAX_SQUEEZE);
  });

  it('counts bold wider than regular and full-width wider than Latin', () => {
    expect(textWidth('Grand Prix', SIZE, true)).toBeGreaterThan(textWidth('Grand Prix', SIZE));
    expect(textWidth('グランプリ', SIZE)).toBe(5 * SIZE);
  });

  it('returns no line for no words', () => {
    expect(fitLines('  ', { size: SIZE, width: ROOM, maxLines: 2 })).toEqual({
      lines: [],
      whole: true,
    });
  });
});
