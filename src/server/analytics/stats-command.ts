import { createAnalyticsRepo } from '../analytics/analytics-repo';
import { type AdminCommand, AdminUsageError } from '../commands/admin-command';

const USAGE = 'stats [--since YYYY-MM-DD] [--json]';

function parseSince(args: string[]): string | undefined {
  if (args.length === 0) return undefined;
  const [flag, value, ...extra] = args;
  if (flag !== '--since' || !value || extra.length > 0) {
    throw new AdminUsageError('the only option is --since YYYY-MM-DD', USAGE);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new AdminUsageError(`'${value}' is not a date like 2025-06-01`, USAGE);
  }
  return new Date(value).toISOString();
}

/** `npm run admin -- stats`: how often each analytics event arrived. */
export const statsCommand: AdminCommand = {
  name: 'stats',
  usage: USAGE,
  summary: 'analytics event counts by name',
  options: ['--since'],
  async run(args, { database, json }) {
    const since = parseSince(args);
    const counts = await createAnalyticsRepo(database).countByName(since);
    const total = counts.reduce((sum, c) => sum + c.count, 0);
    if (json) return { since: since ?? null, total, events: counts };
    if (counts.length === 0) return 'no analytics events stored yet';
    const lines = counts.map(
      (c) => `${c.name.padEnd(24)} ${String(c.count).padStart(8)}  ${c.firstAt} → ${c.lastAt}`,
    );
    return [...lines, `${'total'.padEnd(24)} ${String(total).padStart(8)}`].join('\n');
  },
};
