import { seededRandom } from '../../../test/domain/fixtures';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';
import { WATCH_MODES } from '../../domain/types';
import { REASON_TAG_IDS } from '../../domain/voting/reason-tags';
import { aggregateVotes } from '../../domain/voting/vote';

const RACE = '2025-abu-dhabi-grand-prix';
const FANS = 500;
const VOTES = 2000;
const BATCH = 250;

describe.each(TEST_DATABASES)('tally under concurrent votes on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMITS: 'off' });
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
  });
  afterAll(async () => t?.close());

  it(`equals the aggregate of the votes table after ${VOTES} votes from ${FANS} fans`, async () => {
    const random = seededRandom(20261121);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const tokens = await Promise.all(Array.from({ length: FANS }, () => newToken(t.app)));
    // Every fan votes at least once; the rest are changes of mind from random fans,
    // shuffled so one fan's votes often race each other inside the same batch.
    const voters = [...tokens, ...Array.from({ length: VOTES - FANS }, () => pick(tokens))];
    voters.sort(() => random() - 0.5);
    const statuses: number[] = [];
    for (let start = 0; start < voters.length; start += BATCH) {
      const batch = voters.slice(start, start + BATCH).map((token) => {
        const tags = [...REASON_TAG_IDS]
          .sort(() => random() - 0.5)
          .slice(0, Math.floor(random() * 4));
        return postVote(t.app, token, {
          raceId: RACE,
          starRating: 1 + Math.floor(random() * 5),
          viewMode: pick(WATCH_MODES),
          reasonTags: tags,
        });
      });
      statuses.push(...(await Promise.all(batch)).map((res) => res.statusCode));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const tally = (await t.app.inject(`/api/tallies/${RACE}`)).json();
    const stored = await t.app.deps.votes.listForRace(RACE);
    expect(stored).toHaveLength(FANS);
    expect(tally.totalVotes).toBe(FANS);
    expect(tally).toEqual(aggregateVotes(RACE, stored));
  });
});
