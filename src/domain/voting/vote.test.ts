import { RACE_ID_MAX_LENGTH } from '../constants';
import { MAX_REASON_TAGS, REASON_TAG_IDS } from './reason-tags';
import { INVALID_VOTE_CODE, normalizeVote, parseVote, voteSchema } from './vote';
import { REASONS_MIN_STARS } from './vote-normalize';

const valid = { raceId: '2025-las-vegas-grand-prix', starRating: 4, viewMode: 'Full Race' };
const tags = (n: number) => REASON_TAG_IDS.slice(0, n);

describe('parseVote accepts', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a vote without tags', valid, []],
    ['an empty tag list', { ...valid, reasonTags: [] }, []],
    [
      'the most tags allowed',
      { ...valid, reasonTags: tags(MAX_REASON_TAGS) },
      tags(MAX_REASON_TAGS),
    ],
    ['a race id at the length limit', { ...valid, raceId: 'r'.repeat(RACE_ID_MAX_LENGTH) }, []],
    ['each watch mode', { ...valid, viewMode: 'Highlights Only' }, []],
  ])('%s', (_name, input, reasonTags) => {
    const result = parseVote(input);
    expect(result).toEqual({ ok: true, vote: { ...input, reasonTags } });
  });

  it.each([1, 2, 3, 4, 5])('%i stars', (starRating) => {
    expect(parseVote({ ...valid, starRating }).ok).toBe(true);
  });
});

describe('parseVote rejects, naming the field and the rule', () => {
  it.each<[string, unknown, string]>([
    ['null', null, 'A vote must be a JSON object.'],
    ['an array', [valid], 'A vote must be a JSON object.'],
    ['a missing raceId', { starRating: 4, viewMode: 'Full Race' }, 'raceId is required.'],
    ['a numeric raceId', { ...valid, raceId: 7 }, 'raceId must be a string.'],
    ['an empty raceId', { ...valid, raceId: '' }, 'raceId must not be empty.'],
    [
      'a raceId one over the limit',
      { ...valid, raceId: 'r'.repeat(RACE_ID_MAX_LENGTH + 1) },
      `raceId must be at most ${RACE_ID_MAX_LENGTH} characters.`,
    ],
    ['a missing starRating', { raceId: 'r', viewMode: 'Full Race' }, 'starRating is required.'],
    ['0 stars', { ...valid, starRating: 0 }, 'starRating must be a whole number from 1 to 5.'],
    ['6 stars', { ...valid, starRating: 6 }, 'starRating must be a whole number from 1 to 5.'],
    ['2.5 stars', { ...valid, starRating: 2.5 }, 'starRating must be a whole number from 1 to 5.'],
    [
      'stars as a string',
      { ...valid, starRating: '4' },
      'starRating must be a whole number from 1 to 5.',
    ],
    ['a missing viewMode', { raceId: 'r', starRating: 4 }, 'viewMode is required.'],
    [
      'an unknown viewMode',
      { ...valid, viewMode: 'HIGHLIGHTS' },
      'viewMode must be one of: Full Race, Race-in-30, Highlights Only.',
    ],
    [
      'tags that are not a list',
      { ...valid, reasonTags: 'overtakes' },
      'reasonTags must be a list of tag ids.',
    ],
    [
      'an unknown tag',
      { ...valid, reasonTags: ['overtakes', 'vibes'] },
      `reasonTags may only contain: ${REASON_TAG_IDS.join(', ')}.`,
    ],
    [
      'one tag over the limit',
      { ...valid, reasonTags: tags(MAX_REASON_TAGS + 1) },
      `reasonTags may hold at most ${MAX_REASON_TAGS} tags.`,
    ],
    [
      'a repeated tag',
      { ...valid, reasonTags: ['overtakes', 'overtakes'] },
      'reasonTags must not repeat a tag.',
    ],
    ['an unknown field', { ...valid, userId: 'u1' }, 'Unknown field(s) in vote: userId.'],
  ])('%s', (_name, input, error) => {
    expect(parseVote(input)).toEqual({ ok: false, error, code: INVALID_VOTE_CODE });
  });

  it('uses the INVALID_VOTE code', () => {
    expect(INVALID_VOTE_CODE).toBe('INVALID_VOTE');
  });
});

describe('normalizeVote: factors only count from three stars', () => {
  it.each<[number, string[]]>([
    [1, []],
    [REASONS_MIN_STARS - 1, []],
    [REASONS_MIN_STARS, ['overtakes']],
    [5, ['overtakes']],
  ])('%i stars keeps tags %j', (starRating, kept) => {
    const result = parseVote({ ...valid, starRating, reasonTags: ['overtakes'] });
    expect(result.ok && result.vote.reasonTags).toEqual(kept);
  });

  it('does not change its input', () => {
    const input = {
      ...valid,
      starRating: 1 as const,
      viewMode: 'Full Race' as const,
      reasonTags: ['overtakes'],
    };
    normalizeVote(input);
    expect(input.reasonTags).toEqual(['overtakes']);
  });

  it('still rejects unknown tags on a low rating (the payload is wrong either way)', () => {
    expect(parseVote({ ...valid, starRating: 1, reasonTags: ['nope'] }).ok).toBe(false);
  });

  it('exposes the schema for forms', () => {
    expect(voteSchema.safeParse(valid).success).toBe(true);
  });
});
