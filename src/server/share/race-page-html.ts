import { intlLocale, type Language } from '../../domain/i18n/languages';
import type { RaceLink, RacePageData } from '../../domain/races/race-page';
import { racePhase } from '../../domain/races/race-phase';
import { placeNameIn, sportRaceFullName } from '../../domain/races/sport-race-name';
import { sharePath, withLanguage } from '../../domain/sharing/share-paths';
import { verdictDescription } from '../../domain/sharing/share-preview';
import { sportName } from '../../domain/sports/sports';
import { raceVerdict, verdictSentence } from '../../domain/voting/race-verdict';
import { ratingLabel } from '../../domain/voting/rating-labels';
import { averageText, type Reader, ratingLabelText } from '../../domain/voting/verdict-words';
import { escapeHtml } from '../http/escape-html';
import { serverPageHtml, withServerPage } from '../http/server-page-html';
import { scriptJson } from './share-meta';
import { RACE_SHIELDED_ATTRIBUTE, shieldScriptElement } from './shield-script';

// A race's page as the server draws it (decision 0139; the shell: http/server-page-html.ts).
// Every word is in the reader's language; every text from the calendar is escaped; nothing
// here can name a driver, a result or a position — the race and its tally hold none.

export const RACE_PAGE_DATA_ID = 'race-page-data';

export interface RacePageInput {
  data: RacePageData;
  reader: Reader;
  /** The language the link asked for: the page's links keep it. */
  asked: Language | undefined;
  now: number;
}

// A page the shield covers hides its verdict and says why, before the first paint.
const RACE_STYLE = `
.server-page__verdict,.server-page__shielded{background:var(--surface,#151922);border:1px solid var(--card-border,#2a3040);border-radius:.75rem;padding:1rem;margin:1rem 0}
.server-page dt{color:var(--muted,#a9b1c2);font-size:.9rem}
.server-page dd{margin:0 0 .75rem}
html[${RACE_SHIELDED_ATTRIBUTE}] .server-page__verdict{display:none}
html[${RACE_SHIELDED_ATTRIBUTE}] .server-page__shielded{display:block}`;

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A race day (YYYY-MM-DD, read as UTC) written out in the reader's language. */
function dayText(date: string, language: Language): string {
  const day = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(day)) return date;
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format.format(day);
}

/** '2021 Hungarian Grand Prix', as the page's title names a race. */
function raceTitle(race: Pick<RaceLink, 'name' | 'season' | 'sport'>, language: Language) {
  return `${race.season} ${sportRaceFullName(race, language)}`;
}

function raceAnchor(race: RaceLink, { reader, asked }: RacePageInput): string {
  const href = withLanguage(sharePath(race.id), asked);
  return `<a href="${escapeHtml(href)}">${escapeHtml(raceTitle(race, reader.language))}</a>`;
}

function facts({ data: { race }, reader: { t, language } }: RacePageInput): string {
  const series = [sportName(race.sport, language), String(race.season)];
  series.push(t('server.racePage.round', { round: race.round }));
  if (race.cancelled) series.push(t('server.cancelled.badge'));
  const place = `${race.countryFlag} ${placeNameIn(race.location, language)}`.trim();
  return [
    `<p class="server-page__facts">${escapeHtml(series.join(' · '))}</p>`,
    `<p class="server-page__facts"><time datetime="${escapeHtml(race.date)}">${escapeHtml(
      dayText(race.date, language),
    )}</time> · ${escapeHtml(place)}</p>`,
  ].join('\n');
}

function verdictSection(input: RacePageInput): string {
  const { data, reader, now } = input;
  const { race, tally, seasonRank } = data;
  const { t, language } = reader;
  const crowd = raceVerdict(tally, racePhase(race, now), reader, race.sport);
  const entries: [string, string][] = [
    [
      t('server.racePage.crowdVerdict'),
      crowd ? verdictSentence(crowd, reader) : verdictDescription(race, tally, now, reader),
    ],
  ];
  const dataScore = tally.AI_Rating_Value;
  if (dataScore !== null) {
    const label = ratingLabelText(ratingLabel(dataScore), t);
    const average = averageText(dataScore, language);
    entries.push([
      t('server.racePage.dataVerdict'),
      t('server.racePage.dataVerdictText', { label, average }),
    ]);
  }
  if (seasonRank) {
    const rank = { ...seasonRank, season: race.season };
    entries.push([t('server.racePage.seasonRank'), t('server.racePage.seasonRankText', rank)]);
  }
  const list = entries
    .map(([term, text]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(text)}</dd>`)
    .join('\n');
  return [
    '<section class="server-page__verdict" aria-labelledby="server-page-verdict">',
    `<h2 id="server-page-verdict">${escapeHtml(t('server.racePage.verdict'))}</h2>`,
    `<dl>\n${list}\n</dl>`,
    '</section>',
    `<p class="server-page__shielded" hidden>${escapeHtml(t('server.racePage.shielded'))}</p>`,
  ].join('\n');
}

function moreRaces(input: RacePageInput): string {
  const { data, reader } = input;
  const { t } = reader;
  const steps: string[] = [];
  if (data.previous) {
    const label = escapeHtml(t('server.racePage.previous'));
    steps.push(`<li>${label}: ${raceAnchor(data.previous, input)}</li>`);
  }
  if (data.next) {
    const label = escapeHtml(t('server.racePage.next'));
    steps.push(`<li>${label}: ${raceAnchor(data.next, input)}</li>`);
  }
  const parts = steps.length ? [`<ul>\n${steps.join('\n')}\n</ul>`] : [];
  if (data.sameCircuit.length) {
    const heading = t('server.racePage.sameCircuit', { location: data.race.location });
    const items = data.sameCircuit.map((race) => `<li>${raceAnchor(race, input)}</li>`);
    parts.push(`<h2>${escapeHtml(heading)}</h2>`, `<ul>\n${items.join('\n')}\n</ul>`);
  }
  if (!parts.length) return '';
  const label = escapeHtml(t('server.racePage.moreRaces'));
  return `<nav aria-label="${label}">\n${parts.join('\n')}\n</nav>`;
}

/** The race's part of the page: what #server-page's <main> holds. */
function raceMain(input: RacePageInput): string {
  return [
    `<h1>${escapeHtml(raceTitle(input.data.race, input.reader.language))}</h1>`,
    facts(input),
    verdictSection(input),
    moreRaces(input),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The summary a reader without script reads: #server-page. */
export function serverPage(input: RacePageInput): string {
  return serverPageHtml({ home: withLanguage('/', input.asked), main: raceMain(input) });
}

/**
 * The app's page made the race's page: the shield's script first in the head (before any
 * stylesheet, so it runs before the first paint), the page's style and its data for the
 * app at the end of the head, the root hidden and the summary after it.
 */
export function injectRacePage(html: string, input: RacePageInput): string {
  const shield = shieldScriptElement(input.data.race.id);
  const page = /<meta\s+charset[^>]*>/i.test(html)
    ? html.replace(/<meta\s+charset[^>]*>/i, (meta) => `${meta}\n    ${shield}`)
    : html.replace(/<head\b[^>]*>/i, (head) => `${head}\n    ${shield}`);
  return withServerPage(page, {
    home: withLanguage('/', input.asked),
    main: raceMain(input),
    style: RACE_STYLE,
    head: `<script type="application/json" id="${RACE_PAGE_DATA_ID}">${scriptJson(input.data)}</script>`,
  });
}
