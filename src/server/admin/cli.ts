import { alertCommands } from '../alerts/alert-commands';
import { statsCommand } from '../analytics/stats-command';
import { backupCommands } from '../backup/backup-commands';
import { type AdminCommand, AdminUsageError } from '../commands/admin-command';
import { loadConfig } from '../config/config';
import { scoreCommand } from '../data-score/score-command';
import { reviewCommands } from '../fair-count/review-commands';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { raceCommands } from './race-commands';

// `npm run admin -- <command> [args] [--json]`: same DATABASE_URL as the server.
// Each command validates its arguments before touching the database, and writes in
// one transaction, so a bad call changes nothing.

const COMMANDS: AdminCommand[] = [
  ...raceCommands,
  ...reviewCommands,
  scoreCommand,
  statsCommand,
  ...alertCommands,
  ...backupCommands,
];

function usage(): string {
  const lines = COMMANDS.map((c) => `  ${c.usage.padEnd(48)} ${c.summary}`);
  return `usage: npm run admin -- <command> [--json]\n\ncommands:\n${lines.join('\n')}`;
}

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const args = argv.filter((a) => a !== '--json');
  const name = args[0];
  if (!name || name === 'help' || name === '--help') {
    console.log(usage());
    return name ? 0 : 2;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    console.error(`admin: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  // `--` ends the options: what follows is the command's own (a network id may start
  // with '-'). Every option is a long one ('--off'), so '-x…' is an argument, not a typo.
  const end = args.indexOf('--', 1);
  const given = end === -1 ? args.slice(1) : args.slice(1, end);
  const rest = end === -1 ? given : [...given, ...args.slice(end + 1)];
  const unknown = given.find((a) => /^--[a-z]/.test(a) && !command.options?.includes(a));
  if (unknown) {
    console.error(`admin: unknown option '${unknown}'\nusage: npm run admin -- ${command.usage}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openReadyDatabase(config.databaseUrl, {
    sports: config.sports,
    history: config.f1History,
  });
  try {
    // Nothing in this process listens: a command's changes reach running servers by
    // PostgreSQL NOTIFY (published on this bus) or SQLite's data_version.
    const changes = createChangeBus();
    const result = await command.run(rest, { database, config, changes, json });
    if (result !== undefined) console.log(json ? JSON.stringify(result, null, 2) : String(result));
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * Ends the process once everything written has left it. A piped stdout (`| jq`) is written
 * asynchronously: exiting at once would cut what is still queued.
 */
function exitOnceWritten(code: number): void {
  let open = 2;
  const written = () => {
    open -= 1;
    if (open === 0) process.exit(code);
  };
  process.stdout.write('', written);
  process.stderr.write('', written);
}

main(process.argv.slice(2)).then(exitOnceWritten, (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`admin: ${message}`);
  if (error instanceof AdminUsageError) console.error(`usage: npm run admin -- ${error.usage}`);
  exitOnceWritten(error instanceof AdminUsageError ? 2 : 1);
});
