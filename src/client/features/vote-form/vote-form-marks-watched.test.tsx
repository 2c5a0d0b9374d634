import { jsonResponse, stubVoteServer } from '../../../../test/client/fetch-stub';
import { RACE, renderVoteForm, vote } from '../../../../test/client/vote-form-render';
import { isShielded, markOf } from '../../../domain/my-races/my-races';
import { WATCH_MODE_LABELS } from '../../../domain/voting/watch-modes';
import { MY_RACES_STORAGE_KEY, myRaces } from '../../shared/my-races/my-races-store';

const FULL_RACE = WATCH_MODE_LABELS['Full Race'];

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('rating a race marks it watched', () => {
  it('marks the race watched on this device once the vote is in, lifting its shield', async () => {
    myRaces.mark(RACE.id, 'to-watch');
    const { fetch } = stubVoteServer();
    await vote(renderVoteForm(), 4, FULL_RACE);
    expect(markOf(myRaces.get(), RACE.id)).toBe('watched');
    expect(isShielded(myRaces.get(), RACE.id)).toBe(false);
    expect(localStorage.getItem(MY_RACES_STORAGE_KEY)).toContain('"watched"');
    // The mark itself goes nowhere: only the sign-in and the vote reach the server.
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/session', '/api/votes']);
  });

  it('leaves the mark as it was when the vote fails', async () => {
    myRaces.mark(RACE.id, 'to-watch');
    stubVoteServer(() => jsonResponse(400, { error: 'bad vote', code: 'INVALID_VOTE' }));
    await vote(renderVoteForm(), 4, FULL_RACE);
    expect(markOf(myRaces.get(), RACE.id)).toBe('to-watch');
  });
});
