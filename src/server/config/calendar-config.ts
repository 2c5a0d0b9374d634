import { z } from 'zod';
import { DEFAULT_SPORT, isSport, SPORTS, type Sport } from '../../domain/sports/sports';

// The calendar sync: off unless one or more source URLs are configured. And the sports a
// site seeds from its bundled calendars (SPORTS): every series the site ships unless the
// operator lists fewer, so a fresh start shows a newcomer all of them (decision 0150).

function splitUrls(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean);
}

function isHttpUrl(url: string): boolean {
  const probe = url.replaceAll('{season}', '2000');
  return /^https?:\/\//i.test(probe) && URL.canParse(probe);
}

export const calendarEnvSchema = z.object({
  CALENDAR_URL: z
    .string()
    .refine(
      (v) => splitUrls(v).length > 0 && splitUrls(v).every(isHttpUrl),
      'must be one or more absolute http(s) URLs, separated by spaces or commas',
    )
    .optional(),
  SPORTS: z
    .string()
    .refine((v) => splitUrls(v).length > 0, 'must list one or more sports')
    .superRefine((v, ctx) => {
      const unknown = splitUrls(v).find((name) => !isSport(name));
      if (unknown !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `'${unknown}' is not a sport (${SPORTS.join(', ')})`,
        });
      }
    })
    .optional(),
  F1_HISTORY: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
});

export interface CalendarConfig {
  /** Calendars the scheduler syncs daily ('{season}' = this year and next); empty = off. */
  calendarUrls: string[];
  /**
   * Sports seeded from the bundled calendars on start, each while it has no races: Formula 1
   * always (it is the site's own), then every sport listed in SPORTS, or every sport when
   * SPORTS is not set.
   */
  sports: Sport[];
  /** Every Formula 1 race since 1950 from the bundled history file, seeded on start. */
  f1History: boolean;
}

export function calendarConfigFrom(env: z.infer<typeof calendarEnvSchema>): CalendarConfig {
  const listed = (env.SPORTS ? splitUrls(env.SPORTS) : SPORTS).filter(isSport);
  return {
    calendarUrls: env.CALENDAR_URL ? splitUrls(env.CALENDAR_URL) : [],
    sports: [...new Set<Sport>([DEFAULT_SPORT, ...listed])],
    f1History: env.F1_HISTORY === 'on',
  };
}
