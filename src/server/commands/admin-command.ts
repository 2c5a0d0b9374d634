import type { Config } from '../config/config';
import type { Database } from '../db/connect';
import type { ChangeBus } from '../live/change-bus';

// The contract between an operator command and the CLI that runs it (admin/cli.ts). Each
// feature declares its own commands against it, so the contract sits below the features
// and the CLI above them: no feature imports admin/.

export interface AdminContext {
  database: Database;
  config: Config;
  /** Where the command's writes are published (see admin/cli.ts). */
  changes: ChangeBus;
  json: boolean;
}

export interface AdminCommand {
  name: string;
  usage: string;
  summary: string;
  /** The options it takes besides --json (e.g. `--off`); any other `-…` argument is misuse. */
  options?: string[];
  /** Returns what to print: an object (printed as JSON with --json) or text. */
  run(args: string[], ctx: AdminContext): Promise<unknown>;
}

/** A call the command refuses before touching the database; the CLI prints `usage` and exits 2. */
export class AdminUsageError extends Error {
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}
