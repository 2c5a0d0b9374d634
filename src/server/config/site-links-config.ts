import { z } from 'zod';
import {
  communitySettingName,
  type LinkSetting,
  type SiteLinks,
  siteLinksFrom,
} from '../../domain/site/site-links';
import { SPORTS, type Sport } from '../../domain/sports/sports';

// The links the site shows (feedback, tips, each sport's community forum), merged into the
// one config schema. Only http(s) addresses are taken; a forum may be `off`.

const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s/]+\S*$/i, 'must be an absolute http(s) URL')
  .pipe(z.url({ error: 'must be an absolute http(s) URL' }));

const httpUrlOrOff = z.union([z.literal('off'), httpUrl], {
  error: "must be an absolute http(s) URL or 'off'",
});

const communityBySportShape = Object.fromEntries(
  SPORTS.map((sport) => [communitySettingName(sport), httpUrlOrOff.optional()]),
) as Record<string, z.ZodOptional<typeof httpUrlOrOff>>;

export const siteLinksEnvSchema = z.object({
  FEEDBACK_URL: httpUrl.optional(),
  TIP_URL: httpUrl.optional(),
  COMMUNITY_URL: httpUrlOrOff.optional(),
  ...communityBySportShape,
});

export interface SiteLinksConfig {
  /** The links every page carries (index.html's `site-links` element). */
  siteLinks: SiteLinks;
}

export function siteLinksConfigFrom(parsed: z.infer<typeof siteLinksEnvSchema>): SiteLinksConfig {
  const env = parsed as Record<string, string | undefined>;
  const communityBySport: Partial<Record<Sport, LinkSetting>> = {};
  for (const sport of SPORTS) {
    const value = env[communitySettingName(sport)];
    if (value) communityBySport[sport] = value;
  }
  return {
    siteLinks: siteLinksFrom({
      feedback: env.FEEDBACK_URL,
      tip: env.TIP_URL,
      community: env.COMMUNITY_URL,
      communityBySport,
    }),
  };
}
