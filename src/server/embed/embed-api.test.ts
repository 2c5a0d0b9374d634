import { findSpoilers } from '../../../test/proof/spoiler-words';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';
import { RACE_ID_MAX_LENGTH } from '../../domain/constants';
import { embedPath } from '../../domain/sharing/public-feeds';
import { sharePath } from '../../domain/sharing/share-paths';
import { DEFAULT_THEME_KEY, themeByKey } from '../../domain/site/themes';
import { ratingLabel } from '../../domain/voting/rating-labels';
import { MIN_VOTES_CURRENT } from '../../domain/voting/unlock';
import { translatorFor } from '../i18n/translators';

const RACE = '2025-las-vegas-grand-prix';
const QUIET = '2025-monaco-grand-prix';

describe.each(TEST_DATABASES)('GET /embed/:raceId on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
    for (let i = 0; i < MIN_VOTES_CURRENT; i += 1) {
      const res = await postVote(t.app, await newToken(t.app), {
        raceId: RACE,
        starRating: 2,
        viewMode: 'Highlights Only',
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  it('shows the verdict in words with a link back to the race, and no site chrome', async () => {
    const res = await t.app.inject(embedPath(RACE));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>Las Vegas GP</h1>');
    expect(res.body).toContain(`<p class="label">${ratingLabel(2)}</p>`);
    expect(res.body).toContain(`2.0 ★ from ${MIN_VOTES_CURRENT} votes`);
    expect(res.body).toContain('Best way to watch: <strong>Highlights Only</strong>');
    expect(res.body).toContain(
      `href="${t.config.publicUrl}${sharePath(RACE)}" target="_blank" rel="noopener"`,
    );
    // No script, no site header, menu or footer: a card, nothing else.
    for (const chrome of ['<script', '<nav', '<header', '<footer', '<iframe']) {
      expect(res.body).not.toContain(chrome);
    }
    expect(findSpoilers(res.body)).toEqual([]);
  });

  it.each([
    ['papaya', themeByKey('papaya').primary],
    ['"rosso"', themeByKey('rosso').primary],
    ['no-such-livery', themeByKey(DEFAULT_THEME_KEY).primary],
    ['', themeByKey(DEFAULT_THEME_KEY).primary],
  ])('paints livery %j in %s', async (livery, colour) => {
    const res = await t.app.inject(`${embedPath(RACE)}?livery=${encodeURIComponent(livery)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`border-top:4px solid ${colour}`);
  });

  it('says voting has not produced a verdict yet for a race nobody rated', async () => {
    const res = await t.app.inject(embedPath(QUIET));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No ratings yet');
    expect(res.body).toContain('Rate it on GP Vibes');
  });

  it.each(['no-such-race', 'x'.repeat(RACE_ID_MAX_LENGTH), '%3Cscript%3E'])(
    'answers %s with a small 404 card, never a 5xx',
    async (raceId) => {
      const res = await t.app.inject(`/embed/${raceId}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Race not found');
      expect(res.body).not.toContain('<script');
    },
  );

  it('speaks the language the embedding site asks for with ?lang=', async () => {
    const de = translatorFor('de');
    const res = await t.app.inject(`${embedPath(RACE)}?lang=de`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain(`<p class="label">${de('vote.ratingLabel.meh')}</p>`);
    expect(res.body).toContain(`2,0 ★ aus ${de('server.votes', { count: MIN_VOTES_CURRENT })}`);
    expect(res.body).toContain(`Am besten schauen: <strong>`);
    expect(res.body).toContain(`href="${t.config.publicUrl}${sharePath(RACE)}?lang=de"`);
    expect(res.body).toContain('Zum Urteil auf GP Vibes');
    const missing = await t.app.inject('/embed/no-such-race?lang=de');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Rennen nicht gefunden</h1>');
    const bad = await t.app.inject(`${embedPath(RACE)}?lang=xx`);
    expect(bad.body).toBe((await t.app.inject(embedPath(RACE))).body);
    expect(bad.body).toContain('<html lang="en">');
  });

  it('refuses a malformed livery with the JSON error shape', async () => {
    const res = await t.app.inject(`${embedPath(RACE)}?livery=a&livery=b`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'INVALID_REQUEST' });
  });
});
