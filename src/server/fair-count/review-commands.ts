import { parseWindowId } from '../../domain/fair-count/burst-windows';
import { type AdminCommand, type AdminContext, AdminUsageError } from '../commands/admin-command';
import { createTalliesRepo } from '../tallies/tallies-repo';
import type { CountingFlip } from '../votes/votes-repo';
import { createVotesRepo } from '../votes/votes-repo';
import { checkBursts } from './burst-holds';
import { findNetwork, type NetworkRow, reviewRace } from './network-review';
import { recountRace } from './recount';
import { createRecountLeases, recountLeaseName } from './recount-lease';

// Operators see what the counting did and may overrule it for one network and one race.
// Networks are named by the first characters of their keyed hash, never by address.

const stars = (counts: number[]) => counts.join('/');
/** An ISO time as operators read it in a list: hours, minutes and seconds. */
const clock = (iso: string) => iso.slice(11, 19);

function reviewText(review: NonNullable<Awaited<ReturnType<typeof reviewRace>>>): string {
  const line = (
    network: string,
    votes: string,
    counted: string,
    held: string,
    decision: string,
    countedStars: string,
    heldStars: string,
  ) =>
    `${network.padEnd(12)} ${votes.padStart(6)} ${counted.padStart(8)} ${held.padStart(6)}  ${decision.padEnd(8)}  ${countedStars.padEnd(20)} ${heldStars}`;
  const row = (r: NetworkRow) =>
    line(
      r.network,
      String(r.votes),
      String(r.counted),
      String(r.held),
      r.burst ? 'burst' : (r.decision ?? '-'),
      stars(r.countedStars),
      stars(r.heldStars),
    );
  const { rest } = review;
  const lines = [
    `${review.name} (${review.raceId})`,
    line('NETWORK', 'VOTES', 'COUNTED', 'HELD', 'DECISION', 'COUNTED ★1-5', 'HELD ★1-5'),
    ...review.networks.map(row),
    line(
      '(the rest)',
      String(rest.votes),
      String(rest.counted),
      String(rest.held),
      '',
      stars(rest.countedStars),
      stars(rest.heldStars),
    ),
  ];
  const wide = review.raceWide;
  const signed = (stars: number) => `${stars >= 0 ? '+' : ''}${stars.toFixed(2)}`;
  lines.push(
    `Race-wide: ${wide.firstVotes} first votes average ${wide.firstAverage?.toFixed(2) ?? '-'}; ` +
      `the ${wide.furtherVotes} further votes of all networks would move it ${signed(wide.wouldMove)} ` +
      `if all counted, ${signed(wide.countedMove)} as counted (${wide.held} held).`,
  );
  if (wide.pulling.length > 0) {
    lines.push(
      `Networks pulling most: ${wide.pulling.map((n) => `${n.network} ${signed(n.pull)}`).join(', ')}`,
    );
  }
  lines.push(
    review.windows.length === 0
      ? 'No window of arrivals held.'
      : 'Windows of arrivals (held: stored, answered, not counted; see docs/operations.md):',
  );
  for (const w of review.windows) {
    const how = w.by === 'operator' ? `${w.state} by hand` : w.state;
    const when = w.fromAt
      ? ` (arrived ${clock(w.fromAt)}–${clock(w.toAt)} UTC, ${w.rateFactor.toFixed(1)}× the race's pace)`
      : '';
    lines.push(
      `  ${w.id.padEnd(12)} ${how.padEnd(16)} ${w.networks} networks${when}, average ${w.average.toFixed(2)} ` +
        `against ${w.restAverage.toFixed(2)} for the rest: moves it ${signed(w.pull)} ` +
        `(z ${w.z.toFixed(1)}; ${Math.round(w.side)} of the race's networks vote its way, ${Math.round(w.against)} the other)`,
    );
  }
  lines.push(
    review.bursts.length === 0
      ? 'No bursts of fresh identities voting alike.'
      : 'Fresh identities voting alike (reported, not held by this):',
  );
  for (const b of review.bursts) {
    lines.push(
      `  ${new Date(b.windowStartMs).toISOString().slice(0, 16).replace('T', ' ')}  ★${b.starRating} ${b.viewMode}: ${b.votes} votes from ${b.networks} networks`,
    );
  }
  return lines.join('\n');
}

const review: AdminCommand = {
  name: 'votes:review',
  usage: 'votes:review RACE_ID',
  summary:
    "each network's counted and held votes, what all networks' further votes do to the race, and bursts of fresh identities",
  async run(args, { database, json }) {
    const [raceId, ...extra] = args;
    if (!raceId || extra.length > 0) throw new AdminUsageError('give one race id', this.usage);
    const result = await reviewRace(database.db, raceId);
    if (!result) throw new Error(`no race with id '${raceId}' (see races:list)`);
    return json ? result : reviewText(result);
  },
};

/**
 * Runs `work` on a race under its recount lease, taken from whichever instance holds it
 * (that one starts again from a full recount of its own), so none weighs it meanwhile.
 */
async function withRaceLease<T>(
  database: AdminContext['database'],
  raceId: string,
  work: () => Promise<T>,
): Promise<T> {
  const { db } = database;
  await db.deleteFrom('leases').where('name', '=', recountLeaseName(raceId)).execute();
  const leases = createRecountLeases(db, `admin:${process.pid}`);
  if (!(await leases.hold(raceId)))
    throw new Error(`race '${raceId}' is being recounted; try again`);
  try {
    return await work();
  } finally {
    await leases.release(raceId);
  }
}

/** An operator's hold or release of a whole window of new networks (0132). */
async function ruleWindow(
  { database, changes, config }: AdminContext,
  raceId: string,
  id: string,
  decision: 'hold' | 'release',
) {
  const { db } = database;
  const race = await db
    .selectFrom('races')
    .select('id')
    .where('id', '=', raceId)
    .executeTakeFirst();
  if (!race) throw new Error(`no race with id '${raceId}' (see races:list)`);
  const now = new Date().toISOString();
  const state = decision === 'hold' ? 'held' : 'released';
  await db
    .insertInto('burst_windows')
    .values({ race_id: raceId, window_id: id, state, decided_by: 'operator', updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['race_id', 'window_id'])
        .doUpdateSet({ state, decided_by: 'operator', updated_at: now }),
    )
    .execute();
  const votes = createVotesRepo(database, changes);
  return withRaceLease(database, raceId, async () => {
    const figures = await checkBursts({ db, votes }, raceId);
    const changed = await recountRace(
      { db, votes, tallies: createTalliesRepo(db), maxShift: config.fairCountMaxShift },
      raceId,
    );
    const networks = figures.windows.find((w) => w.id === id)?.networks.length ?? 0;
    return { changed, networks };
  });
}

function ruling(decision: 'hold' | 'release'): AdminCommand {
  const verb = decision === 'hold' ? 'holds' : 'counts';
  return {
    name: `votes:${decision}`,
    usage: `votes:${decision} RACE_ID NETWORK|WINDOW`,
    summary: `${verb} every vote of one network, or of a window of new networks, for one race (see votes:review)`,
    async run(args, context) {
      const { database, changes, json } = context;
      const [raceId, id, ...extra] = args;
      if (!raceId || !id || extra.length > 0) {
        throw new AdminUsageError(
          'give a race id and a network or window from votes:review',
          this.usage,
        );
      }
      if (parseWindowId(id)) {
        const { changed, networks } = await ruleWindow(context, raceId, id, decision);
        const result = { raceId, window: id, decision, networks, changed };
        return json
          ? result
          : `${raceId}: window ${id} ${decision === 'hold' ? 'held' : 'released'} by hand (${networks} networks held by it; ${changed} votes changed)`;
      }
      const network = await findNetwork(database.db, raceId, id);
      if (!network)
        throw new Error(`no single network '${id}' in race '${raceId}' (see votes:review)`);
      const from = decision === 'hold' ? 1 : 0;
      const rows = await database.db
        .selectFrom('votes')
        .select('user_id')
        .where('race_id', '=', raceId)
        .where('network', '=', network)
        .where('counted', '=', from)
        .execute();
      const flips: CountingFlip[] = rows.map((r) => ({
        userId: r.user_id,
        from,
        to: decision === 'hold' ? 0 : 1,
      }));
      const changed = await createVotesRepo(database, changes).applyCounting(raceId, flips, {
        network,
        decision,
      });
      const result = { raceId, network: id, decision, changed };
      return json
        ? result
        : `${raceId}: network ${id} ${decision === 'hold' ? 'held' : 'released'} (${changed} votes changed)`;
    },
  };
}

/**
 * The full recount of one race, the check and repair of the incremental count (0128). It
 * takes the race's recount lease from whichever instance holds it, so none weighs the race
 * meanwhile and the holder starts again from a full recount of its own.
 */
const recount: AdminCommand = {
  name: 'votes:recount',
  usage: 'votes:recount RACE_ID',
  summary: 'weighs every contested vote of one race afresh and writes the flags that differ',
  async run(args, { database, changes, config, json }) {
    const [raceId, ...extra] = args;
    if (!raceId || extra.length > 0) throw new AdminUsageError('give one race id', this.usage);
    const { db } = database;
    const race = await db
      .selectFrom('races')
      .select('id')
      .where('id', '=', raceId)
      .executeTakeFirst();
    if (!race) throw new Error(`no race with id '${raceId}' (see races:list)`);
    const changed = await withRaceLease(database, raceId, async () => {
      const votes = createVotesRepo(database, changes);
      if (config.fairCountBursts === 'hold') await checkBursts({ db, votes }, raceId);
      const deps = {
        db,
        votes,
        tallies: createTalliesRepo(db),
        maxShift: config.fairCountMaxShift,
      };
      return recountRace(deps, raceId);
    });
    const result = { raceId, changed };
    return json ? result : `${raceId}: recounted (${changed} votes changed)`;
  },
};

export const reviewCommands: AdminCommand[] = [review, ruling('hold'), ruling('release'), recount];
