import { type AdminCommand, AdminUsageError } from '../commands/admin-command';
import { createTalliesRepo } from '../tallies/tallies-repo';
import type { CountingFlip } from '../votes/votes-repo';
import { createVotesRepo } from '../votes/votes-repo';
import { findNetwork, type NetworkRow, reviewRace } from './network-review';
import { recountRace } from './recount';
import { createRecountLeases, recountLeaseName } from './recount-lease';

// Operators see what the counting did and may overrule it for one network and one race.
// Networks are named by the first characters of their keyed hash, never by address.

const stars = (counts: number[]) => counts.join('/');

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
      r.decision ?? '-',
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
    review.bursts.length === 0
      ? 'No bursts of fresh identities voting alike.'
      : 'Bursts of fresh identities voting alike (reported, not held):',
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

function ruling(decision: 'hold' | 'release'): AdminCommand {
  const verb = decision === 'hold' ? 'holds' : 'counts';
  return {
    name: `votes:${decision}`,
    usage: `votes:${decision} RACE_ID NETWORK`,
    summary: `${verb} every vote of one network for one race (see votes:review)`,
    async run(args, { database, changes, json }) {
      const [raceId, id, ...extra] = args;
      if (!raceId || !id || extra.length > 0) {
        throw new AdminUsageError('give a race id and a network from votes:review', this.usage);
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
    await db.deleteFrom('leases').where('name', '=', recountLeaseName(raceId)).execute();
    const leases = createRecountLeases(db, `admin:${process.pid}`);
    if (!(await leases.hold(raceId)))
      throw new Error(`race '${raceId}' is being recounted; try again`);
    try {
      const deps = {
        db,
        votes: createVotesRepo(database, changes),
        tallies: createTalliesRepo(db),
        maxShift: config.fairCountMaxShift,
      };
      const changed = await recountRace(deps, raceId);
      const result = { raceId, changed };
      return json ? result : `${raceId}: recounted (${changed} votes changed)`;
    } finally {
      await leases.release(raceId);
    }
  },
};

export const reviewCommands: AdminCommand[] = [review, ruling('hold'), ruling('release'), recount];
