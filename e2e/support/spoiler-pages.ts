import type { Page } from '@playwright/test';
import type { StarRating, WatchMode } from '../../src/domain/types';
import type { SeedVote } from '../../test/server/seed-votes';

/** `count` ballots across every star, way to watch and a few vibe factors. */
export function ballots(count: number): SeedVote[] {
  const modes: WatchMode[] = ['Full Race', 'Race-in-30', 'Highlights Only'];
  const tags = ['overtakes', 'rivalries', 'weather_chaos', 'red_flags', 'underdog_drive'];
  return Array.from({ length: count }, (_, i) => ({
    starRating: ((i % 5) + 1) as StarRating,
    viewMode: modes[i % 3]!,
    reasonTags: i % 5 >= 2 ? [tags[i % tags.length]!] : [],
  }));
}

/** What a fan can read or hear on the page: text, accessible names, titles and meta tags. */
export function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [
      ...document.querySelectorAll('[aria-label], [title], [alt], meta[content]'),
    ].map((el) =>
      ['aria-label', 'title', 'alt', 'content'].map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}
