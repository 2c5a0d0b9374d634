import { z } from 'zod';
import { DATA_SCORE_DEFAULT_DELAY_MINUTES } from '../../domain/data-score/data-score-timing';

// The automatic data score: off unless an OpenF1-style URL is configured.

export const dataScoreEnvSchema = z.object({
  OPENF1_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an absolute http(s) URL')
    .refine((v) => URL.canParse(v), 'must be an absolute http(s) URL')
    .optional(),
  OPENF1_DELAY_MINUTES: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number of minutes from 10 to 2880')
    .transform(Number)
    .pipe(z.number().min(10, 'must be at least 10').max(2880, 'must be at most 2880'))
    .optional(),
});

export interface DataScoreConfig {
  /** OpenF1-style base URL the scheduler scores finished races from; null = off. */
  openf1Url: string | null;
  /** Minutes after a race's start before its data is fetched. */
  openf1DelayMinutes: number;
}

export function dataScoreConfigFrom(env: z.infer<typeof dataScoreEnvSchema>): DataScoreConfig {
  return {
    openf1Url: env.OPENF1_URL ?? null,
    openf1DelayMinutes: env.OPENF1_DELAY_MINUTES ?? DATA_SCORE_DEFAULT_DELAY_MINUTES,
  };
}
