export const BREAKPOINT_CARDS_PX = 600;

export const BREAKPOINT_EXPLORER_PX = 768;

export const HEADER_SHRINK_SCROLL_PX = 80;

/** The header shrinks once the page has scrolled beyond the threshold (not at it). */
export function isHeaderShrunk(scrollY: number): boolean {
  return scrollY > HEADER_SHRINK_SCROLL_PX;
}

/** Cards and the menu switch to their mobile layout at this width or narrower. */
export function isNarrowCards(viewportWidthPx: number): boolean {
  return viewportWidthPx <= BREAKPOINT_CARDS_PX;
}

/** Explorer rows expand into details only above the breakpoint; below it they use tabs. */
export function canExpandExplorerRows(viewportWidthPx: number): boolean {
  return viewportWidthPx > BREAKPOINT_EXPLORER_PX;
}

/**
 * One-open-at-a-time toggling (card panels, explorer rows): opening one closes the
 * other, and activating the open one closes it.
 */
export function toggleSingleOpen<T>(open: T | null, clicked: T): T | null {
  return open === clicked ? null : clicked;
}
