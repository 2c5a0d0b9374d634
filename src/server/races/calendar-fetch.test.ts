import { type CalendarServer, startCalendarServer } from '../../../test/server/calendar-server';
import { CalendarError } from '../../domain/calendar/calendar-source';
import { CalendarNotFoundError, fetchCalendarText } from './calendar-fetch';

describe('fetching a calendar', () => {
  let server: CalendarServer;
  beforeAll(async () => {
    server = await startCalendarServer();
    server.serve('/f1/2026.json', { races: [] });
  });
  afterAll(async () => server.close());

  it('returns the text at the URL', async () => {
    expect(await fetchCalendarText(`${server.url}/f1/2026.json`)).toBe('{"races":[]}');
  });

  it('says 404 apart, for a season not published yet', async () => {
    const url = `${server.url}/f1/2099.json`;
    await expect(fetchCalendarText(url)).rejects.toThrow(CalendarNotFoundError);
    await expect(fetchCalendarText(url)).rejects.toThrow(`${url}: the server answered 404`);
  });

  it('gives up at the deadline on a server that never answers', async () => {
    const started = Date.now();
    await expect(fetchCalendarText(`${server.url}/hang`, { deadlineMs: 300 })).rejects.toThrow(
      /the 300 ms deadline passed/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops reading past the size cap', async () => {
    await expect(fetchCalendarText(`${server.url}/huge`, { maxBytes: 256 * 1024 })).rejects.toThrow(
      `${server.url}/huge: the calendar is larger than 262144 bytes`,
    );
  });

  it.each(['file:///etc/passwd', 'ftp://127.0.0.1/x', 'not a url'])('refuses %s', async (url) => {
    await expect(fetchCalendarText(url)).rejects.toThrow(CalendarError);
    await expect(fetchCalendarText(url)).rejects.toThrow('not an http(s) URL');
  });
});
