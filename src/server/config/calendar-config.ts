import { z } from 'zod';

// The calendar sync: off unless one or more source URLs are configured.

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
});

export interface CalendarConfig {
  /** Calendars the scheduler syncs daily ('{season}' = this year and next); empty = off. */
  calendarUrls: string[];
}

export function calendarConfigFrom(env: z.infer<typeof calendarEnvSchema>): CalendarConfig {
  return { calendarUrls: env.CALENDAR_URL ? splitUrls(env.CALENDAR_URL) : [] };
}
