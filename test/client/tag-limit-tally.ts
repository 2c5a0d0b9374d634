// Test helpers for the per-card factor limits (TAGS_TOP_* in domain/voting/reason-tags.ts): a tally where every reason tag
// qualifies, so only the card's top-N limit decides how many are shown.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Tally } from '../../src/domain/types';
import { REASON_TAG_IDS, REASON_TAGS, TAG_MIN_COUNT } from '../../src/domain/voting/reason-tags';
import { makeTally, modes } from '../domain/fixtures';

/** Every one of the eight tags clears both the share and the count rule, each count different. */
export function tallyWithEveryTagVisible(raceId: string, extra: Partial<Tally> = {}): Tally {
  const votes = 100;
  const reasonTagTallies = Object.fromEntries(
    REASON_TAG_IDS.map((id, index) => [id, TAG_MIN_COUNT + 10 * (REASON_TAG_IDS.length - index)]),
  );
  return {
    ...makeTally(raceId, { '4': votes }, { viewModes: modes({ 'Full Race': votes }) }),
    reasonTagTallies,
    ...extra,
  };
}

/** The labels of the factors a card shows, most voted first, once the fan uncovers them. */
export async function revealFactorLabels(user: UserEvent): Promise<string[]> {
  await user.click(screen.getByRole('button', { name: 'Vibe factors' }));
  await user.click(screen.getByRole('button', { name: 'Reveal vibe factors' }));
  return screen
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('mosaic__tile'))
    .map((item) => describeLabel(item));
}

function describeLabel(item: HTMLElement): string {
  const tag = REASON_TAGS.find((known) => item.textContent?.includes(known.label));
  return tag?.label ?? String(item.textContent);
}

/** The first `n` tags of the kit's tally, as labels: the order its counts give. */
export function topTagLabels(n: number): string[] {
  return REASON_TAGS.slice(0, n).map((tag) => tag.label);
}

/** A chip's tag label, without its emoji. */
export function tagChipLabel(chip: Element): string {
  return describeLabel(chip as HTMLElement);
}
