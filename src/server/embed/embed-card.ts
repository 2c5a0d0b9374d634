import { PRODUCT_NAME } from '../../domain/constants';
import type { Language } from '../../domain/i18n/languages';
import { racePhase } from '../../domain/races/race-phase';
import { sportRaceName } from '../../domain/races/sport-race-name';
import { verdictDescription } from '../../domain/sharing/share-preview';
import { LIVERY_SURFACES, type Theme } from '../../domain/site/themes';
import type { Race, Tally } from '../../domain/types';
import { raceVerdict, votesText } from '../../domain/voting/race-verdict';
import { type Reader, watchModeText } from '../../domain/voting/verdict-words';

// The card other sites put in an <iframe>: the community verdict in words, nothing else
// of the site (no header, menu or script), and a link back to the race. In the language
// the embedding site asked for with `?lang=`.

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * A message with one HTML fragment in it: the message's own words are escaped, the
 * fragment (already safe) goes where its placeholder was.
 */
function withMarkup(text: (mark: string) => string, html: string): string {
  const mark = '\u0000';
  return text(mark).split(mark).map(escapeHtml).join(html);
}

function page(language: Language, title: string, accent: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
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
  reader: Reader;
}

export function embedCard({ race, tally, theme, raceUrl, now, reader }: EmbedCardInput): string {
  const { t } = reader;
  const name = sportRaceName(race, reader.language);
  const verdict = raceVerdict(tally, racePhase(race, now), reader, race.sport);
  const linkText = t(
    verdict
      ? 'server.embed.seeVerdict'
      : race.cancelled
        ? 'server.embed.seeIt'
        : 'server.embed.rateIt',
    { product: PRODUCT_NAME },
  );
  const link = `<p><a href="${escapeHtml(raceUrl)}" target="_blank" rel="noopener">${escapeHtml(
    linkText,
  )}</a></p>`;
  // A called-off race keeps the votes it had; the mark says why no more can come.
  const heading = [
    `<h1>${escapeHtml(name)}</h1>`,
    race.cancelled ? `<p class="cancelled">✕ ${escapeHtml(t('server.cancelled.badge'))}</p>` : '',
  ];
  const body = verdict
    ? [
        ...heading,
        `<p class="label">${escapeHtml(verdict.label)}</p>`,
        `<p>${escapeHtml(
          t('server.embed.average', {
            average: verdict.average,
            votes: votesText(verdict.votes, t),
          }),
        )}</p>`,
        verdict.bestWatch
          ? `<p>${withMarkup(
              (mode) => t('server.embed.bestWatch', { mode }),
              `<strong>${escapeHtml(watchModeText(verdict.bestWatch, reader))}</strong>`,
            )}</p>`
          : '',
        verdict.topFactors.length
          ? `<ul aria-label="${escapeHtml(t('server.embed.topFactors'))}">${verdict.topFactors
              .map((factor) => `<li>${escapeHtml(factor)}</li>`)
              .join('')}</ul>`
          : '',
        link,
      ]
    : [...heading, `<p>${escapeHtml(verdictDescription(race, tally, now, reader))}</p>`, link];
  return page(
    reader.language,
    `${name} — ${PRODUCT_NAME}`,
    theme.primary,
    body.filter(Boolean).join('\n'),
  );
}

export function embedNotFound(theme: Theme, { t, language }: Reader): string {
  const notFound = t('server.embed.notFound');
  return page(
    language,
    `${notFound} — ${PRODUCT_NAME}`,
    theme.primary,
    `<h1>${escapeHtml(notFound)}</h1>\n<p>${escapeHtml(
      t('server.embed.notFoundText', { product: PRODUCT_NAME }),
    )}</p>`,
  );
}
