import {
  DEFAULT_LAUNCH_MONTH,
  DEFAULT_LAUNCH_SEASON,
  explorerNote,
  hasArchiveSeasons,
  type LaunchSetting,
} from '../../domain/explorer/explorer-note';
import { EXPLORER_SEASONS_DATA_ID } from '../../domain/explorer/explorer-opening';
import type { Language } from '../../domain/i18n/languages';
import { withLanguage } from '../../domain/sharing/share-paths';
import { sportRoutePath } from '../../domain/site/routes';
import { DEFAULT_SPORT, type Sport, sportName } from '../../domain/sports/sports';
import type { Reader } from '../../domain/voting/verdict-words';
import { escapeHtml } from '../http/escape-html';
import { withServerPage } from '../http/server-page-html';
import { scriptJson } from '../share/share-meta';

// The explorer's opening as the server draws it (decision 0158): its heading, its note and
// the line that says its races are on their way, in the app's words, so the fan reads the
// page from the HTML's first paint and the app takes over with the same words. The table
// is the app's: it sorts, filters and reads the fan's marks.

export interface ExplorerPageInput {
  sport: Sport;
  /** Every season with a race of the sport, newest first: it decides the note's wording. */
  seasons: number[];
  reader: Reader;
  /** The language the link asked for: the home link keeps it. */
  asked: Language | undefined;
  launch: LaunchSetting;
}

// The note as the app sets it (client/styles: .explorer-notes p), a line higher so the
// app's own note, painted later, is never the larger: the page's largest text stays the
// one painted first.
const EXPLORER_STYLE = `
.server-page__note{color:var(--muted,#a9b1c2);line-height:1.6;margin:.5rem 0 1rem}`;

const LAUNCH_META = /<meta\s+name="gpvibes-launch"\s+content="([^"]*)"\s*\/?>/i;

/**
 * The launch month and season the build wrote into the page (vite.config.ts, launchMeta),
 * so the server's note says what the app's says; one the build did not have is blank, and
 * reads as the default, as the app reads it (client/shared/build-settings.ts).
 */
export function launchOfPage(html: string): LaunchSetting {
  const [month, season] = (LAUNCH_META.exec(html)?.[1] ?? '').split('|');
  const given = (value: string | undefined) => (value?.trim() ? value : undefined);
  const seasonNumber = Number(given(season) ?? DEFAULT_LAUNCH_SEASON);
  return {
    month: given(month) ?? DEFAULT_LAUNCH_MONTH,
    season: Number.isFinite(seasonNumber) ? seasonNumber : DEFAULT_LAUNCH_SEASON,
  };
}

/** The explorer's heading: 'Race Explorer', or 'IndyCar Race Explorer' for another series. */
export function explorerTitle(sport: Sport, { t, language }: Reader): string {
  return sport === DEFAULT_SPORT
    ? t('explorer.title')
    : t('explorer.sportTitle', { sport: sportName(sport, language) });
}

function explorerMain({ sport, seasons, reader, launch }: ExplorerPageInput): string {
  const note = explorerNote(reader.t, reader.language, launch, hasArchiveSeasons(seasons));
  return [
    `<h1>${escapeHtml(explorerTitle(sport, reader))}</h1>`,
    `<p class="server-page__note">${escapeHtml(note)}</p>`,
    `<p class="server-page__facts" role="status">${escapeHtml(reader.t('explorer.loading'))}</p>`,
  ].join('\n');
}

/** The app's page made the explorer's: its opening drawn, the season list beside it for the app. */
export function injectExplorerPage(html: string, input: ExplorerPageInput): string {
  const seasons = scriptJson({ sport: input.sport, seasons: input.seasons });
  return withServerPage(html, {
    home: withLanguage(sportRoutePath(input.sport, 'home'), input.asked),
    main: explorerMain(input),
    style: EXPLORER_STYLE,
    head: `<script type="application/json" id="${EXPLORER_SEASONS_DATA_ID}">${seasons}</script>`,
  });
}
