import type { Sport } from '../sports/sports';
import { DEFAULT_SPORT, SPORT_INFO } from '../sports/sports';
import type { Tally } from '../types';

export const MAX_REASON_TAGS = 3;

export const TAG_MIN_SHARE = 0.05;

export const TAG_MIN_COUNT = 5;

export const TAG_HIGHLIGHT_SHARE = 0.5;

export const TAGS_TOP_PAST_CARD = 3;

export const TAGS_TOP_CURRENT_CARD = 5;

export const TAGS_TOP_EXPLORER_TABLE = 2;

export const TAGS_TOP_HOME_CARD = 3;

export const COMPACT_TAG_MIN_SHARE = 0.5;

export const COMPACT_TAGS_MAX = 3;

export const REASON_TAGS = [
  {
    id: 'overtakes',
    label: 'Overtakes',
    emoji: '🏎️',
  },
  {
    id: 'safety_car_vsc',
    label: 'Safety Car',
    emoji: '🚨',
  },
  {
    id: 'red_flags',
    label: 'Red Flag',
    emoji: '🟥',
  },
  {
    id: 'weather_chaos',
    label: 'Weather Chaos',
    emoji: '🌧️',
  },
  {
    id: 'strategy_plays',
    label: 'Strategy Plays',
    emoji: '🧠',
  },
  {
    id: 'underdog_drive',
    label: 'Underdog Drive',
    emoji: '💪',
  },
  {
    id: 'rivalries',
    label: 'Rivalries',
    emoji: '🥊',
  },
  {
    id: 'high_stakes',
    label: 'High Stakes',
    emoji: '🏆',
  },
] as const;

export type ReasonTag = (typeof REASON_TAGS)[number];
export type ReasonTagId = ReasonTag['id'];
export const REASON_TAG_IDS = REASON_TAGS.map((tag) => tag.id) as [ReasonTagId, ...ReasonTagId[]];
/** Stored data may hold tags this build does not know; they still show, flagged. */
export const UNKNOWN_TAG_EMOJI = '🏁';

/**
 * The factors whose emoji pictures the vehicle: each sport shows its own
 * (SportInfo.vehicleEmoji), so MotoGP's Overtakes is a bike, Formula 1's a car.
 */
export const VEHICLE_FACTORS: ReadonlySet<string> = new Set<ReasonTagId>(['overtakes']);

/** A factor's emoji as a sport's fans see it; every page that draws one asks here. */
export function factorEmoji(tag: { id: string; emoji: string }, sport: Sport = DEFAULT_SPORT) {
  return VEHICLE_FACTORS.has(tag.id) ? SPORT_INFO[sport].vehicleEmoji : tag.emoji;
}

export type TagContext = 'past-card' | 'current-card' | 'explorer-table' | 'home-card';
export const TAG_CONTEXT_LIMITS: Record<TagContext, number> = {
  'past-card': TAGS_TOP_PAST_CARD,
  'current-card': TAGS_TOP_CURRENT_CARD,
  'explorer-table': TAGS_TOP_EXPLORER_TABLE,
  'home-card': TAGS_TOP_HOME_CARD,
};

export interface TagDescription {
  id: string;
  label: string;
  emoji: string;
  known: boolean;
}

export interface TagChip {
  id: string;
  label: string;
  emoji: string;
  count: number;
  share: number;
  highlight: boolean;
}

export function isKnownTag(id: string): id is ReasonTagId {
  return (REASON_TAG_IDS as readonly string[]).includes(id);
}

export function describeTag(id: string): TagDescription {
  const tag = REASON_TAGS.find((known) => known.id === id);
  if (tag) return { ...tag, known: true };
  return { id, label: id, emoji: UNKNOWN_TAG_EMOJI, known: false };
}

type TagSource = Pick<Tally, 'totalVotes' | 'reasonTagTallies'>;

/** Every tag with at least one vote, most voted first, ties by id so order never flickers. */
export function allTagsWithVotes(tally: TagSource): TagChip[] {
  const total = tally.totalVotes;
  return Object.entries(tally.reasonTagTallies)
    .filter(([, count]) => typeof count === 'number' && count > 0)
    .sort(([idA, a], [idB, b]) => b - a || (idA < idB ? -1 : idA > idB ? 1 : 0))
    .map(([id, count]) => {
      const { label, emoji } = describeTag(id);
      const share = total > 0 ? count / total : 0;
      return { id, label, emoji, count, share, highlight: share >= TAG_HIGHLIGHT_SHARE };
    });
}

/** A chip needs both a share and a head count, so two early votes cannot brand a race. */
export function isTagVisible(chip: Pick<TagChip, 'count' | 'share'>): boolean {
  return chip.share >= TAG_MIN_SHARE && chip.count >= TAG_MIN_COUNT;
}

export function visibleTags(tally: TagSource, context: TagContext): TagChip[] {
  return allTagsWithVotes(tally).filter(isTagVisible).slice(0, TAG_CONTEXT_LIMITS[context]);
}

/** Compact cards keep only the dominant factors (still subject to the visibility rule). */
export function compactTagChips(tally: TagSource): TagChip[] {
  return allTagsWithVotes(tally)
    .filter((chip) => isTagVisible(chip) && chip.share >= COMPACT_TAG_MIN_SHARE)
    .slice(0, COMPACT_TAGS_MAX);
}

// Compact cards read modes and chips together; the mode rule itself lives with the modes.
export { compactWatchModes } from './watch-modes';
