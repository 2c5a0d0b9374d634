import { screen } from '@testing-library/react';
import { en } from '../../../../test/client/english';
import { renderExplorer } from '../../../../test/client/explorer-season';
import { BREAKPOINT_EXPLORER_PX } from '../../../domain/site/screen-rules';

// 'Best viewed on a desktop' is for the screens that get the details as tabs, chosen by the
// window's width (a media query), never by what browser the fan has.

/** A window `width` px wide: answers max-width media queries as a browser would. */
function stubWindowWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const maxWidth = /\(max-width:\s*(\d+)px\)/.exec(query);
      return {
        // Any other query (an installed app's display mode) does not match.
        matches: maxWidth !== null && width <= Number(maxWidth[1]),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      };
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the explorer’s desktop hint', () => {
  it.each([
    [360, true],
    [BREAKPOINT_EXPLORER_PX, true],
    [BREAKPOINT_EXPLORER_PX + 1, false],
    [1280, false],
  ])('at %i px wide is shown: %s', async (width, shown) => {
    stubWindowWidth(width);
    await renderExplorer();
    const hint = screen.queryByText(en('explorer.note.desktop'));
    if (shown) expect(hint).toBeVisible();
    else expect(hint).toBeNull();
  });
});
