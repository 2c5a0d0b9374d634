import type { Config } from '../config/config';
import type { Database } from '../db/connect';
import type { ChangeBus } from '../live/change-bus';

export interface AdminContext {
  database: Database;
  config: Config;
  /** Where the command's writes are published (see cli.ts). */
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

export class AdminUsageError extends Error {
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}
