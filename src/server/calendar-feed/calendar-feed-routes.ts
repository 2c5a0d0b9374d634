import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ATOM_FEED_PATH, CALENDAR_FEED_PATH } from '../../domain/sharing/public-feeds';
import { sportOfQuery } from '../races/sport-query';
import { linkLanguage } from '../share/link-language';
import { listScheduledRaces } from './calendar-feed-repo';
import { atomFeedSchema, calendarFeedSchema } from './calendar-feed-schemas';
import { calendarSeasons, raceCalendar } from './race-calendar';
import { verdictFeed } from './verdict-feed';

/** Short enough that a moved race or a fresh verdict reaches subscribers the same day. */
const FEED_CACHE_CONTROL = 'public, max-age=900';

async function calendarFeedRoutesPlugin(app: FastifyInstance): Promise<void> {
  app.get(CALENDAR_FEED_PATH, { schema: calendarFeedSchema }, async (request, reply) => {
    const now = Date.now();
    const { asked, reader } = linkLanguage(request.query);
    const sport = sportOfQuery(request.query);
    const entries = await listScheduledRaces(app.deps.database.db, calendarSeasons(now), sport);
    const body = raceCalendar(entries, {
      publicUrl: app.deps.config.publicUrl,
      now,
      reader,
      sport,
      ...(asked ? { asked } : {}),
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="gp-vibes.ics"')
      .header('cache-control', FEED_CACHE_CONTROL)
      .send(body);
  });

  app.get(ATOM_FEED_PATH, { schema: atomFeedSchema }, async (request, reply) => {
    const { asked, reader } = linkLanguage(request.query);
    const sport = sportOfQuery(request.query);
    const [all, tallies] = await Promise.all([app.deps.races.list(), app.deps.tallies.listAll()]);
    const races = all.filter((race) => race.sport === sport);
    const body = verdictFeed(races, tallies, {
      publicUrl: app.deps.config.publicUrl,
      now: Date.now(),
      reader,
      ...(asked ? { asked } : {}),
    });
    return reply
      .header('content-type', 'application/atom+xml; charset=utf-8')
      .header('cache-control', FEED_CACHE_CONTROL)
      .send(body);
  });
}

export const calendarFeedRoutes = fp(calendarFeedRoutesPlugin, {
  name: 'calendar-feed-routes',
  dependencies: ['deps', 'openapi'],
  encapsulate: true,
});
