// Local storage is user-editable and survives releases: every read is parsed and a bad
// value falls back to the default rather than breaking the page.

export const STORAGE_KEYS = {
  theme: 'gpvibes.theme',
  compactView: 'gpvibes.compactView',
  installDismissedAt: 'gpvibes.installDismissedAt',
  installed: 'gpvibes.installed',
  sessionCount: 'gpvibes.sessionCount',
  sessionToken: 'gpvibes.sessionToken',
  tagRevealPrefix: 'gpvibes.tagReveal.',
  sprintAlerts: 'gpvibes.sprintAlerts',
  language: 'gpvibes.language',
  /** The sport the fan last chose: the site opens on it (home-sport.ts). */
  sport: 'gpvibes.sport',
  /** The fan's marks and shield (domain/my-races): the app's store and a race page's shield script. */
  myRaces: 'gpvibes.myRaces',
} as const;

/** Key of the reveal flag of one race's vibe mosaic (one flag per tag group). */
export function tagRevealKey(groupId: string): string {
  return `${STORAGE_KEYS.tagRevealPrefix}${groupId}`;
}

/** Compact view is on unless the fan turned it off. */
export function parseCompactFlag(value: unknown): boolean {
  return !(value === false || value === 'false');
}

/** Sprint alerts come with Grand Prix alerts unless the fan turned them off. */
export const parseSprintAlertsFlag = parseCompactFlag;

export function parseBooleanFlag(value: unknown): boolean {
  return value === true || value === 'true';
}

/** A stored epoch-millisecond time, or null when missing or garbled. */
export function parseTimestamp(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}

export function parseSessionCount(value: unknown): number {
  const n = parseTimestamp(value);
  return n === null ? 0 : Math.floor(n);
}
