import {
  allTagsWithVotes,
  COMPACT_TAG_MIN_SHARE,
  COMPACT_TAGS_MAX,
  compactTagChips,
  describeTag,
  isKnownTag,
  REASON_TAG_IDS,
  REASON_TAGS,
  TAG_HIGHLIGHT_SHARE,
  TAG_MIN_COUNT,
  TAG_MIN_SHARE,
  TAGS_TOP_CURRENT_CARD,
  TAGS_TOP_EXPLORER_TABLE,
  TAGS_TOP_HOME_CARD,
  TAGS_TOP_PAST_CARD,
  type TagContext,
  UNKNOWN_TAG_EMOJI,
  visibleTags,
} from './reason-tags';

const tally = (totalVotes: number, reasonTagTallies: Record<string, number>) => ({
  totalVotes,
  reasonTagTallies,
});

describe('REASON_TAGS', () => {
  it.each([
    ['overtakes', 'Overtakes'],
    ['safety_car_vsc', 'Safety Car'],
    ['red_flags', 'Red Flag'],
    ['weather_chaos', 'Weather Chaos'],
    ['strategy_plays', 'Strategy Plays'],
    ['underdog_drive', 'Underdog Drive'],
    ['rivalries', 'Rivalries'],
    ['high_stakes', 'High Stakes'],
  ])('%s is labelled %s and has an emoji', (id, label) => {
    const tag = describeTag(id);
    expect(tag).toMatchObject({ id, label, known: true });
    expect(tag.emoji).not.toBe('');
  });

  it('holds exactly the eight spec tags, in spec order', () => {
    expect(REASON_TAGS).toHaveLength(8);
    expect(REASON_TAG_IDS).toEqual(REASON_TAGS.map((tag) => tag.id));
  });

  it('never gives a known tag the unknown-tag flag', () => {
    expect(REASON_TAGS.map((tag) => tag.emoji)).not.toContain(UNKNOWN_TAG_EMOJI);
  });
});

describe('isKnownTag and describeTag', () => {
  it.each<[string, boolean]>([
    ['overtakes', true],
    ['high_stakes', true],
    ['Overtakes', false],
    ['first_lap_chaos', false],
    ['', false],
  ])('%j known: %s', (id, known) => {
    expect(isKnownTag(id)).toBe(known);
    expect(describeTag(id).known).toBe(known);
  });

  it('shows an unknown tag as a flag and its own id', () => {
    expect(describeTag('first_lap_chaos')).toEqual({
      id: 'first_lap_chaos',
      label: 'first_lap_chaos',
      emoji: UNKNOWN_TAG_EMOJI,
      known: false,
    });
    expect(['🏁', '🚩']).toContain(UNKNOWN_TAG_EMOJI);
  });
});

describe('visibleTags thresholds', () => {
  it.each<[string, number, number, boolean]>([
    ['count one below the minimum', 10, TAG_MIN_COUNT - 1, false],
    ['count at the minimum', 10, TAG_MIN_COUNT, true],
    ['share 4.99%', 10_000, 499, false],
    ['share exactly 5%', 10_000, 500, true],
    ['share just under 5% with few votes', 101, TAG_MIN_COUNT, false],
    ['share exactly 5% with few votes', 100, TAG_MIN_COUNT, true],
  ])('%s → visible: %s', (_name, totalVotes, count, visible) => {
    const shown = visibleTags(tally(totalVotes, { overtakes: count }), 'current-card');
    expect(shown.length === 1).toBe(visible);
  });

  it('pins the spec thresholds', () => {
    expect([TAG_MIN_SHARE, TAG_MIN_COUNT, TAG_HIGHLIGHT_SHARE]).toEqual([0.05, 5, 0.5]);
  });

  it.each<[string, number, number, boolean]>([
    ['49.9%', 1000, 499, false],
    ['exactly 50%', 1000, 500, true],
    ['100%', 10, 10, true],
  ])('highlights a tag at %s: %s', (_name, totalVotes, count, highlight) => {
    expect(visibleTags(tally(totalVotes, { rivalries: count }), 'past-card')[0]?.highlight).toBe(
      highlight,
    );
  });

  it('shows nothing for a race without votes', () => {
    expect(visibleTags(tally(0, { overtakes: 9 }), 'past-card')).toEqual([]);
  });
});

describe('visibleTags limits and order', () => {
  // Eight tags, all visible, with distinct counts so the order is fixed.
  const many = tally(100, Object.fromEntries(REASON_TAG_IDS.map((id, index) => [id, 10 + index])));

  it.each<[TagContext, number]>([
    ['past-card', TAGS_TOP_PAST_CARD],
    ['current-card', TAGS_TOP_CURRENT_CARD],
    ['explorer-table', TAGS_TOP_EXPLORER_TABLE],
    ['home-card', TAGS_TOP_HOME_CARD],
  ])('%s shows the top %i', (context, limit) => {
    const shown = visibleTags(many, context);
    expect(shown).toHaveLength(limit);
    expect(shown.map((chip) => chip.id)).toEqual([...REASON_TAG_IDS].reverse().slice(0, limit));
  });

  it('pins the per-context limits', () => {
    expect([
      TAGS_TOP_PAST_CARD,
      TAGS_TOP_CURRENT_CARD,
      TAGS_TOP_EXPLORER_TABLE,
      TAGS_TOP_HOME_CARD,
    ]).toEqual([3, 5, 2, 3]);
  });

  it('orders by count, then by id, and reports share', () => {
    const shown = visibleTags(
      tally(20, { rivalries: 6, overtakes: 6, red_flags: 9 }),
      'current-card',
    );
    expect(shown).toEqual([
      {
        id: 'red_flags',
        label: 'Red Flag',
        emoji: describeTag('red_flags').emoji,
        count: 9,
        share: 0.45,
        highlight: false,
      },
      {
        id: 'overtakes',
        label: 'Overtakes',
        emoji: describeTag('overtakes').emoji,
        count: 6,
        share: 0.3,
        highlight: false,
      },
      {
        id: 'rivalries',
        label: 'Rivalries',
        emoji: describeTag('rivalries').emoji,
        count: 6,
        share: 0.3,
        highlight: false,
      },
    ]);
  });

  it('shows unknown tags from stored data with their flag', () => {
    const [chip] = visibleTags(tally(10, { legacy_tag: 5 }), 'past-card');
    expect(chip).toMatchObject({ id: 'legacy_tag', label: 'legacy_tag', emoji: UNKNOWN_TAG_EMOJI });
  });
});

describe('allTagsWithVotes', () => {
  it.each<[string, Record<string, number>, string[]]>([
    ['keeps a single vote', { overtakes: 1 }, ['overtakes']],
    ['drops zero counts', { overtakes: 0, rivalries: 2 }, ['rivalries']],
    [
      'sorts most voted first',
      { overtakes: 1, rivalries: 3, red_flags: 2 },
      ['rivalries', 'red_flags', 'overtakes'],
    ],
    ['is empty without tags', {}, []],
  ])('%s', (_name, counts, ids) => {
    expect(allTagsWithVotes(tally(50, counts)).map((chip) => chip.id)).toEqual(ids);
  });
});

describe('compactTagChips', () => {
  it.each<[string, number, Record<string, number>, string[]]>([
    ['49.9% is left out', 1000, { overtakes: 499 }, []],
    ['50% is shown', 1000, { overtakes: 500 }, ['overtakes']],
    [
      'at most three',
      10,
      { overtakes: 9, rivalries: 8, red_flags: 7, high_stakes: 6 },
      ['overtakes', 'rivalries', 'red_flags'],
    ],
    ['the five-vote rule still applies', 4, { overtakes: 4 }, []],
  ])('%s', (_name, totalVotes, counts, ids) => {
    expect(compactTagChips(tally(totalVotes, counts)).map((chip) => chip.id)).toEqual(ids);
  });

  it('pins the compact thresholds', () => {
    expect([COMPACT_TAG_MIN_SHARE, COMPACT_TAGS_MAX]).toEqual([0.5, 3]);
  });
});
