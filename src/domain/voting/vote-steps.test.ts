import { MAX_REASON_TAGS, REASON_TAG_IDS } from './reason-tags';
import { serverErrorNotice, VOTE_SUCCESS, VOTE_UPDATED } from './vote-errors';
import { REASONS_MIN_STARS } from './vote-normalize';
import {
  canClear,
  INITIAL_VOTE_FORM,
  isTagDisabled,
  shouldAutoSubmit,
  type VoteFormAction,
  type VoteFormState,
  voteFormReducer,
} from './vote-steps';

const state = (patch: Partial<VoteFormState>): VoteFormState => ({
  ...INITIAL_VOTE_FORM,
  ...patch,
});
const run = (start: VoteFormState, ...actions: VoteFormAction[]) =>
  actions.reduce(voteFormReducer, start);
const FULL_TAGS = REASON_TAG_IDS.slice(0, MAX_REASON_TAGS);
const [TAG_A = '', TAG_B = ''] = REASON_TAG_IDS;
const EXTRA_TAG = REASON_TAG_IDS[MAX_REASON_TAGS] ?? '';
const LOW = REASONS_MIN_STARS - 1;

describe('voteFormReducer transitions', () => {
  it.each<[string, VoteFormState, VoteFormAction, Partial<VoteFormState>]>([
    [
      'picking a star stays on rating',
      INITIAL_VOTE_FORM,
      { type: 'pickStar', stars: 4 },
      { stars: 4, step: 'rating' },
    ],
    ['an out-of-range star is ignored', INITIAL_VOTE_FORM, { type: 'pickStar', stars: 6 }, {}],
    ['a fractional star is ignored', INITIAL_VOTE_FORM, { type: 'pickStar', stars: 2.5 }, {}],
    ['advance without stars does nothing', INITIAL_VOTE_FORM, { type: 'advance' }, {}],
    [
      `advance at ${REASONS_MIN_STARS} stars → reasons`,
      state({ stars: REASONS_MIN_STARS }),
      { type: 'advance' },
      { stars: REASONS_MIN_STARS, step: 'reasons' },
    ],
    [
      `advance at ${LOW} stars → viewMode, tags cleared`,
      state({ stars: LOW, tags: [TAG_A] }),
      { type: 'advance' },
      { stars: LOW, step: 'viewMode', tags: [] },
    ],
    [
      'advance away from rating does nothing',
      state({ stars: 4, step: 'reasons' }),
      { type: 'advance' },
      { stars: 4, step: 'reasons' },
    ],
    [
      'next: reasons → viewMode',
      state({ stars: 4, step: 'reasons', tags: [TAG_A] }),
      { type: 'next' },
      { stars: 4, step: 'viewMode', tags: [TAG_A] },
    ],
    [
      'skip: reasons → viewMode',
      state({ stars: 4, step: 'reasons' }),
      { type: 'skip' },
      { stars: 4, step: 'viewMode' },
    ],
    ['next on rating does nothing', state({ stars: 4 }), { type: 'next' }, { stars: 4 }],
    [
      'previous: reasons → rating',
      state({ stars: 4, step: 'reasons' }),
      { type: 'previous' },
      { stars: 4, step: 'rating' },
    ],
    [
      `previous: viewMode → reasons at ${REASONS_MIN_STARS} stars`,
      state({ stars: REASONS_MIN_STARS, step: 'viewMode' }),
      { type: 'previous' },
      { stars: REASONS_MIN_STARS, step: 'reasons' },
    ],
    [
      `previous: viewMode → rating at ${LOW} stars`,
      state({ stars: LOW, step: 'viewMode' }),
      { type: 'previous' },
      { stars: LOW, step: 'rating' },
    ],
    ['previous on rating does nothing', state({ stars: 4 }), { type: 'previous' }, { stars: 4 }],
    [
      'toggleTag adds',
      state({ stars: 4, step: 'reasons' }),
      { type: 'toggleTag', id: TAG_A },
      { stars: 4, step: 'reasons', tags: [TAG_A] },
    ],
    [
      'toggleTag removes',
      state({ stars: 4, step: 'reasons', tags: [TAG_A, TAG_B] }),
      { type: 'toggleTag', id: TAG_A },
      { stars: 4, step: 'reasons', tags: [TAG_B] },
    ],
    [
      `a ${MAX_REASON_TAGS + 1}th tag is ignored`,
      state({ stars: 4, step: 'reasons', tags: FULL_TAGS }),
      { type: 'toggleTag', id: EXTRA_TAG },
      { stars: 4, step: 'reasons', tags: FULL_TAGS },
    ],
    [
      'a chosen tag can still be removed at the limit',
      state({ stars: 4, step: 'reasons', tags: FULL_TAGS }),
      { type: 'toggleTag', id: TAG_A },
      { stars: 4, step: 'reasons', tags: FULL_TAGS.filter((t) => t !== TAG_A) },
    ],
    [
      'pickMode sets',
      state({ stars: 4, step: 'viewMode' }),
      { type: 'pickMode', mode: 'Race-in-30' },
      { stars: 4, step: 'viewMode', mode: 'Race-in-30' },
    ],
    [
      'pickMode again unselects',
      state({ stars: 4, step: 'viewMode', mode: 'Race-in-30' }),
      { type: 'pickMode', mode: 'Race-in-30' },
      { stars: 4, step: 'viewMode', mode: null },
    ],
    [
      'pickMode switches',
      state({ stars: 4, step: 'viewMode', mode: 'Race-in-30' }),
      { type: 'pickMode', mode: 'Full Race' },
      { stars: 4, step: 'viewMode', mode: 'Full Race' },
    ],
    [
      'pickMode off the viewMode step is ignored',
      state({ stars: 4 }),
      { type: 'pickMode', mode: 'Full Race' },
      { stars: 4 },
    ],
    [
      'clear resets everything',
      state({
        stars: 4,
        step: 'viewMode',
        tags: [TAG_A],
        mode: 'Full Race',
        status: 'error',
        message: VOTE_SUCCESS,
      }),
      { type: 'clear' },
      {},
    ],
  ])('%s', (_name, start, action, expected) => {
    expect(voteFormReducer(start, action)).toEqual(state(expected));
  });
});

describe('voteFormReducer submission', () => {
  const CLOSED = serverErrorNotice('closed', 'VOTING_CLOSED', 409);
  const ready = state({ stars: 4, step: 'viewMode', mode: 'Full Race' });
  const loading = { ...ready, status: 'loading' as const };

  it.each<[string, VoteFormState, VoteFormAction, Partial<VoteFormState>]>([
    ['submitStart → loading', ready, { type: 'submitStart' }, { status: 'loading' }],
    [
      'submitStart without a mode is ignored',
      state({ stars: 4, step: 'viewMode' }),
      { type: 'submitStart' },
      {},
    ],
    [
      'submitSuccess (new)',
      loading,
      { type: 'submitSuccess', isUpdate: false },
      { status: 'success', message: VOTE_SUCCESS },
    ],
    [
      'submitSuccess (update)',
      loading,
      { type: 'submitSuccess', isUpdate: true },
      { status: 'success', message: VOTE_UPDATED },
    ],
    [
      'submitError',
      loading,
      { type: 'submitError', message: CLOSED },
      { status: 'error', message: CLOSED },
    ],
    [
      'an outcome with nothing in flight is ignored',
      ready,
      { type: 'submitSuccess', isUpdate: false },
      {},
    ],
  ])('%s', (_name, start, action, expected) => {
    expect(voteFormReducer(start, action)).toEqual({ ...start, ...expected });
  });

  it.each<VoteFormAction>([
    { type: 'submitStart' },
    { type: 'clear' },
    { type: 'pickStar', stars: 1 },
    { type: 'toggleTag', id: TAG_A },
    { type: 'pickMode', mode: 'Highlights Only' },
    { type: 'pickMode', mode: 'Full Race' },
    { type: 'previous' },
    { type: 'advance' },
  ])('while loading, %j is ignored', (action) => {
    expect(voteFormReducer(loading, action)).toBe(loading);
  });

  it('a new choice after a result makes it stale (idle, no message)', () => {
    const done = run(ready, { type: 'submitStart' }, { type: 'submitSuccess', isUpdate: false });
    const changed = run(done, { type: 'pickMode', mode: 'Race-in-30' });
    expect([changed.status, changed.message, changed.mode]).toEqual(['idle', null, 'Race-in-30']);
  });
});

describe('helpers', () => {
  it.each<[string, VoteFormState, boolean]>([
    ['nothing chosen', INITIAL_VOTE_FORM, false],
    ['mode chosen on viewMode', state({ stars: 4, step: 'viewMode', mode: 'Full Race' }), true],
    ['mode unselected', state({ stars: 4, step: 'viewMode' }), false],
    [
      'while loading',
      state({ stars: 4, step: 'viewMode', mode: 'Full Race', status: 'loading' }),
      false,
    ],
    [
      'after success',
      state({ stars: 4, step: 'viewMode', mode: 'Full Race', status: 'success' }),
      false,
    ],
    [
      'after error',
      state({ stars: 4, step: 'viewMode', mode: 'Full Race', status: 'error' }),
      false,
    ],
    ['back on the rating step', state({ stars: 4, step: 'rating', mode: 'Full Race' }), false],
  ])('shouldAutoSubmit: %s → %s', (_name, s, expected) => {
    expect(shouldAutoSubmit(s)).toBe(expected);
  });

  it.each<[string, VoteFormState, boolean]>([
    ['nothing chosen', INITIAL_VOTE_FORM, false],
    ['a star', state({ stars: 1 }), true],
    ['a tag', state({ tags: [TAG_A] }), true],
    ['a mode', state({ mode: 'Full Race' }), true],
    ['while loading', state({ stars: 4, mode: 'Full Race', status: 'loading' }), false],
  ])('canClear: %s → %s', (_name, s, expected) => {
    expect(canClear(s)).toBe(expected);
  });

  it.each<[string, VoteFormState, string, boolean]>([
    ['below the limit', state({ tags: FULL_TAGS.slice(1) }), TAG_A, false],
    ['at the limit, unchosen tag', state({ tags: FULL_TAGS }), EXTRA_TAG, true],
    ['at the limit, chosen tag', state({ tags: FULL_TAGS }), TAG_A, false],
    ['while loading', state({ status: 'loading' }), TAG_A, true],
  ])('isTagDisabled: %s → %s', (_name, s, id, expected) => {
    expect(isTagDisabled(s, id)).toBe(expected);
  });
});

describe('a whole journey', () => {
  it.each<[number, string[], string[]]>([
    [5, [TAG_A, TAG_B], [TAG_A, TAG_B]],
    [LOW, [], []],
  ])('%i stars rated through to a submitted vote', (stars, picked, kept) => {
    let s = run(INITIAL_VOTE_FORM, { type: 'pickStar', stars }, { type: 'advance' });
    for (const id of picked) s = run(s, { type: 'toggleTag', id });
    if (s.step === 'reasons') s = run(s, { type: 'next' });
    s = run(s, { type: 'pickMode', mode: 'Full Race' });
    expect(shouldAutoSubmit(s)).toBe(true);
    s = run(
      s,
      { type: 'submitStart' },
      { type: 'submitStart' },
      { type: 'submitSuccess', isUpdate: false },
    );
    expect(s).toEqual(
      state({
        stars,
        step: 'viewMode',
        tags: kept,
        mode: 'Full Race',
        status: 'success',
        message: VOTE_SUCCESS,
      }),
    );
  });
});
