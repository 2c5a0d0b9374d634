/**
 * The slice of the app logger (pino) that background work uses: push delivery, the
 * scheduler, the data score and the admin CLI (which writes to standard error instead).
 */
export interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
