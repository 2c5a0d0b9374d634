import { crowdVote, seededRandom } from '../../../test/domain/fixtures';
import { runAdmin } from '../../../test/server/admin-cli';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { postVote } from '../../../test/server/vote-requests';
import { DEFAULT_MAX_SHIFT_STARS } from '../../domain/fair-count/fair-count';
import type { Tally } from '../../domain/types';
import { aggregateVotes } from '../../domain/voting/vote';
import { NETWORK_ID_LENGTH, type RaceReview } from './network-review';

// What an operator promises a fan: the live tally follows votes:hold and votes:release
// within 2 seconds, and nothing printed names an address.

const RACE = '2025-abu-dhabi-grand-prix';
const FOLLOWS_WITHIN_MS = 2_000;
const CROWD = 30;
const BOT_VOTES = 40;
const BOT_ADDRESS = '192.0.2.77';

describe.each(TEST_DATABASES)('votes:review, votes:hold and votes:release on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: '1', RATE_LIMITS: 'off' });
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
    const random = seededRandom(21);
    const vote = async (ip: string, body: object) => {
      const { token } = await t.app.deps.sessions.issue();
      expect((await postVote(t.app, token, body, { 'x-forwarded-for': ip })).statusCode).toBe(200);
    };
    for (let i = 0; i < CROWD; i++)
      await vote(`198.18.${i}.3`, { raceId: RACE, ...crowdVote(random) });
    for (let i = 0; i < BOT_VOTES; i++) {
      await vote(BOT_ADDRESS, { raceId: RACE, starRating: 1, viewMode: 'Highlights Only' });
    }
    await t.app.deps.fairCount.recountRace(RACE);
  });
  afterAll(async () => t?.close());

  const url = () => t.config.databaseUrl;
  const served = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/tallies/${RACE}` })).json() as Tally;
  async function follows(check: (tally: Tally) => boolean): Promise<void> {
    const started = Date.now();
    while (Date.now() - started <= FOLLOWS_WITHIN_MS) {
      if (check(await served())) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the live tally did not follow within ${FOLLOWS_WITHIN_MS} ms`);
  }
  const exact = async () =>
    expect(await t.app.deps.tallies.get(RACE)).toMatchObject(
      aggregateVotes(RACE, await t.app.deps.votes.listForRace(RACE)) as object,
    );
  async function review(): Promise<RaceReview> {
    const { code, stdout } = await runAdmin(url(), 'votes:review', RACE, '--json');
    expect(code).toBe(0);
    return JSON.parse(stdout) as RaceReview;
  }
  const bot = (r: RaceReview) => r.networks.find((n) => n.votes === BOT_VOTES)!;

  it('shows the network that sent many votes beside the rest, by hash and never by address', async () => {
    const result = await review();
    expect(bot(result)).toMatchObject({ votes: BOT_VOTES, decision: null });
    expect(bot(result).held).toBeGreaterThan(BOT_VOTES / 2);
    expect(bot(result).network).toHaveLength(NETWORK_ID_LENGTH);
    expect(result.rest).toMatchObject({ votes: CROWD, counted: CROWD, held: 0 });
    // The race-wide picture: the bot's further votes, what they would do, who pulls.
    expect(result.raceWide).toMatchObject({
      firstVotes: CROWD + 1,
      furtherVotes: BOT_VOTES - 1,
      held: bot(result).held,
    });
    expect(result.raceWide.wouldMove).toBeLessThan(-1);
    expect(result.raceWide.countedMove).toBeGreaterThanOrEqual(-DEFAULT_MAX_SHIFT_STARS - 1e-9);
    expect(result.raceWide.pulling[0]!.network).toBe(bot(result).network);
    const text = await runAdmin(url(), 'votes:review', RACE);
    expect(text.stdout).toContain(bot(result).network);
    expect(text.stdout).toMatch(/Race-wide: 31 first votes .* 39 further votes .* \(\d+ held\)/);
    expect(text.stdout).toContain(`Networks pulling most: ${bot(result).network} -`);
    expect(text.stdout).not.toContain('192.0.2');
    const list = await runAdmin(url(), 'races:list', '--json');
    const row = (JSON.parse(list.stdout) as { id: string; held: number }[]).find(
      (r) => r.id === RACE,
    );
    expect(row?.held).toBe(bot(result).held);
  });

  it('counts every vote of a released network, and the live tally follows', async () => {
    const id = bot(await review()).network;
    const { code, stdout } = await runAdmin(url(), 'votes:release', RACE, id);
    expect(code).toBe(0);
    expect(stdout).toContain('released');
    await follows((tally) => tally.totalVotes === CROWD + BOT_VOTES);
    // The recount respects the operator's decision.
    await t.app.deps.fairCount.recountRace(RACE);
    expect((await served()).totalVotes).toBe(CROWD + BOT_VOTES);
    await exact();
  });

  it('holds every vote of a held network, and the live tally follows', async () => {
    const id = bot(await review()).network;
    expect((await runAdmin(url(), 'votes:hold', RACE, id)).code).toBe(0);
    await follows((tally) => tally.totalVotes === CROWD);
    await t.app.deps.fairCount.recountRace(RACE);
    expect((await served()).totalVotes).toBe(CROWD);
    expect(bot(await review())).toMatchObject({ counted: 0, held: BOT_VOTES, decision: 'hold' });
    await exact();
  });

  it.each([
    ['an unknown network', [RACE, 'zzzzzzzzzz'], 1, 'no single network'],
    ['a missing network', [RACE], 2, 'give a race id and a network'],
  ])('refuses %s and changes nothing', async (_name, args, code, message) => {
    const before = await served();
    const result = await runAdmin(url(), 'votes:hold', ...args);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
    expect(await served()).toEqual(before);
  });

  it('recounts a race in full on demand, and the live tally stays what the count decided', async () => {
    const before = await served();
    const { code, stdout } = await runAdmin(url(), 'votes:recount', RACE, '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ raceId: RACE, changed: 0 });
    expect((await runAdmin(url(), 'votes:recount')).code).toBe(2);
    expect(await served()).toEqual(before);
    await exact();
  });
});
