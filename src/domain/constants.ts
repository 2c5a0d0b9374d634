// Every business constant and limit of the product, named once. Server, client and tests import these;
// nothing else in the codebase spells them out.

export const PRODUCT_NAME = 'GP Vibes';

/** Ratings needed before a current race shows results (and its panels). */
export const MIN_VOTES_CURRENT = 5;
/** Ratings needed before a past race shows results. */
export const MIN_VOTES_PAST = 1;
export const MAX_REASON_TAGS = 3;
export const RATING_WINDOW_HOURS = 48;
export const RATING_WINDOW_MS = RATING_WINDOW_HOURS * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** A race more than this long after its date is past whatever else holds. */
export const PAST_AFTER_MS = 604_800_000;

export const LABEL_CUTOFF_CINEMA = 4.5;
export const LABEL_CUTOFF_GREAT = 3.5;
export const LABEL_CUTOFF_GOOD = 2.75;
export const LABEL_CUTOFF_MEH = 2;

export const TOP_RATED_MIN_AVERAGE = 4;

export const TAG_MIN_SHARE = 0.05;
export const TAG_MIN_COUNT = 5;
export const TAG_HIGHLIGHT_SHARE = 0.5;
export const TAGS_TOP_PAST_CARD = 3;
export const TAGS_TOP_CURRENT_CARD = 5;
export const TAGS_TOP_EXPLORER_TABLE = 2;
export const TAGS_TOP_HOME_CARD = 3;
export const COMPACT_MODE_MIN_SHARE = 0.05;
export const COMPACT_TAG_MIN_SHARE = 0.5;
export const COMPACT_TAGS_MAX = 3;

export const PAGE_SIZE_RECENT = 4;
export const PAGE_SIZE_TOP_RATED = 4;
export const PAGE_SIZE_UPCOMING_MOBILE = 2;
export const PAGE_SIZE_UPCOMING = 5;

export const BREAKPOINT_CARDS_PX = 600;
export const BREAKPOINT_EXPLORER_PX = 768;
export const HEADER_SHRINK_SCROLL_PX = 80;
export const SWIPE_THRESHOLD_PX = 50;

export const STAR_ADVANCE_DELAY_MS = 300;
export const AUTO_SUBMIT_DELAY_MS = 100;
export const MESSAGE_MIN_DISPLAY_MS = 3000;
export const LINK_COPIED_TOAST_MS = 2000;
export const SOUND_DEBOUNCE_MS = 500;
export const TALLY_ANIMATION_MS = 700;
export const LOADING_MIN_MS = 800;
export const HASH_HIGHLIGHT_MS = 3000;
export const HASH_SCROLL_DELAY_MS = 500;
/** A hashed card not on screen after HASH_SCROLL_DELAY_MS is looked for this often… */
export const HASH_FIND_POLL_MS = 100;
/** …this many times (5 s in all) before the hash is dropped as naming no card. */
export const HASH_FIND_ATTEMPTS = 50;
export const COLOUR_CYCLE_STEP_MS = 300;
export const COLOUR_CYCLE_START_MS = 200;

export const INSTALL_PROMPT_DELAY_MS = 20_000;
export const INSTALL_PROMPT_REASK_MS = 7 * DAY_MS;
/** A product constant computed but unused by the prompt rule; kept so the number has a name. */
export const INSTALL_PROMPT_LONG_REASK_MS = 30 * DAY_MS;
export const INSTALL_PROMPT_MIN_SESSIONS = 2;

export const ALERTS_PER_RACE = 2;
export const EXPLORER_SEASON_DEFAULT = 2025;
export const UPCOMING_BADGE_HIGHLIGHT_DAYS = 3;
export const STAR_SCALE_HEADROOM = 1.2;
export const STAR_SCALE_MIN = 3;

export const RATING_RANGE_MIN = 1;
export const RATING_RANGE_MAX = 5;
export const RATING_RANGE_STEP = 0.1;
export const EXPLORER_FACTOR_FILTER_COUNT = 8;

/** Stars from which the vote form offers the factors (reasons) step; below it tags are cleared. */
export const REASONS_MIN_STARS = 3;
/** Longest race id a vote may name; longer ids cannot be ours and are rejected early. */
export const RACE_ID_MAX_LENGTH = 100;
/** Home paging switches to the mobile upcoming page size at or below this width. */
export const BREAKPOINT_HOME_PAGING_PX = BREAKPOINT_EXPLORER_PX;
