import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Change } from './change-bus';
import { listenPostgres } from './pg-listener';
import { watchSqlite } from './sqlite-watcher';

/**
 * Brings changes made by other processes — other instances on PostgreSQL (LISTEN/NOTIFY),
 * the admin CLI on either engine — onto this process's change bus, where the home snapshot
 * and the live feed both listen. One feed per app, started when the app is ready.
 */
async function changeFeedPlugin(app: FastifyInstance): Promise<void> {
  const { database, changes, races, tallies, homeSnapshot } = app.deps;
  const onError = (error: unknown) => app.log.warn({ err: error }, 'change feed');
  const emit = (change: Change) => changes.emitLocal(change);
  const stoppers: Array<() => void | Promise<void>> = [];

  app.addHook('onReady', async () => {
    if (database.sqlite) {
      // The watcher compares what it reads from the database itself, never the snapshot.
      const sources = { listRaces: () => races.list(), listTallies: () => tallies.listAll() };
      stoppers.push(watchSqlite(database.sqlite, sources, emit, { onError }));
    }
    if (database.pgPool) {
      const listener = listenPostgres(database.pgPool, emit, {
        onError,
        // Changes made while the connection was down were never heard: every viewer gets
        // the whole state again. Reading the snapshot here makes a resync that meets a
        // still-flapping database fail, so the listener tries it again.
        onResync: async () => {
          emit({ type: 'all' });
          await homeSnapshot.races();
          await homeSnapshot.tallies();
        },
      });
      await listener.ready;
      stoppers.push(() => listener.stop());
    }
  });

  app.addHook('preClose', async () => {
    for (const stop of stoppers.splice(0)) await stop();
  });
}

export const changeFeed = fp(changeFeedPlugin, {
  name: 'change-feed',
  dependencies: ['deps'],
  encapsulate: true,
});
