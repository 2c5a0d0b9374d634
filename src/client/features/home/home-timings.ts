// The home page's own timings: how long its glows, toasts and tally animations last and
// how long it looks for a shared card. Nothing outside the home page reads them.

export const LINK_COPIED_TOAST_MS = 2000;

export const TALLY_ANIMATION_MS = 700;

export const HASH_HIGHLIGHT_MS = 3000;

export const HASH_SCROLL_DELAY_MS = 500;

/** A hashed card not on screen after HASH_SCROLL_DELAY_MS is looked for this often… */
export const HASH_FIND_POLL_MS = 100;

/** …this many times (5 s in all) before the hash is dropped as naming no card. */
export const HASH_FIND_ATTEMPTS = 50;
