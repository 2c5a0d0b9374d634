import { PRODUCT_NAME } from '../../domain/constants';
import { shortRaceName } from '../../domain/races/race-names';
import { racePhase } from '../../domain/races/race-phase';
import { verdictDescription } from '../../domain/sharing/share-preview';
import { CANCELLED_RACE_BADGE } from '../../domain/site/copy';
import { LIVERY_SURFACES, type Theme } from '../../domain/site/themes';
import type { Race, Tally } from '../../domain/types';
import { raceVerdict, votesText } from '../../domain/voting/race-verdict';

// The card other sites put in an <iframe>: the community verdict in words, nothing else
// of the site (no header, menu or script), and a link back to the race.

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function page(title: string, accent: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
html,body{margin:0;background:${LIVERY_SURFACES.bg};color:#f2f2f2;font:15px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif}
main{box-sizing:border-box;min-height:100vh;padding:14px 16px;border-top:4px solid ${accent}}
h1{font-size:1rem;margin:0 0 6px}
.label{font-size:1.7rem;font-weight:700;color:${accent};margin:0}
p{margin:4px 0}
ul{margin:6px 0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:6px}
li{border:1px solid #444;border-radius:999px;padding:1px 8px;font-size:.85rem}
a{color:${accent}}
.cancelled{display:inline-block;border:1px dashed #f2f2f2;border-radius:999px;padding:0 8px;font-size:.85rem}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface EmbedCardInput {
  race: Race;
  tally: Tally;
  theme: Theme;
  raceUrl: string;
  now: number;
}

export function embedCard({ race, tally, theme, raceUrl, now }: EmbedCardInput): string {
  const name = shortRaceName(race.name);
  const verdict = raceVerdict(tally, racePhase(race, now));
  const link = `<p><a href="${escapeHtml(raceUrl)}" target="_blank" rel="noopener">${
    verdict ? 'See the verdict' : race.cancelled ? 'See it' : 'Rate it'
  } on ${PRODUCT_NAME}</a></p>`;
  // A called-off race keeps the votes it had; the mark says why no more can come.
  const heading = [
    `<h1>${escapeHtml(name)}</h1>`,
    race.cancelled ? `<p class="cancelled">✕ ${CANCELLED_RACE_BADGE}</p>` : '',
  ];
  const body = verdict
    ? [
        ...heading,
        `<p class="label">${escapeHtml(verdict.label)}</p>`,
        `<p>${escapeHtml(`${verdict.average} ★ from ${votesText(verdict.votes)}`)}</p>`,
        verdict.bestWatch
          ? `<p>Best way to watch: <strong>${escapeHtml(verdict.bestWatch)}</strong></p>`
          : '',
        verdict.topFactors.length
          ? `<ul aria-label="Top vibe factors">${verdict.topFactors
              .map((factor) => `<li>${escapeHtml(factor)}</li>`)
              .join('')}</ul>`
          : '',
        link,
      ]
    : [...heading, `<p>${escapeHtml(verdictDescription(race, tally, now))}</p>`, link];
  return page(`${name} — ${PRODUCT_NAME}`, theme.primary, body.filter(Boolean).join('\n'));
}

export function embedNotFound(theme: Theme): string {
  return page(
    `Race not found — ${PRODUCT_NAME}`,
    theme.primary,
    `<h1>Race not found</h1>\n<p>${PRODUCT_NAME} has no race with this id.</p>`,
  );
}
