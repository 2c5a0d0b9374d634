import { useId } from 'react';
import { sportName } from '../../../domain/sports/sports';
import { useLanguage, useT } from '../../i18n/language-store';
import { myRaces } from '../../shared/my-races/my-races-store';
import { useDocumentTitle } from '../../shared/use-document-title';
import { DeviceLinkImport } from './device-link-import';
import { MyRacesFileTools } from './my-races-file';
import { useMyRacesFormat } from './my-races-format';
import { ShieldSettings } from './shield-settings';
import { TimePlan } from './time-plan';
import { ToWatchList } from './to-watch-list';
import { useToWatchList } from './use-to-watch-list';
import './my-races.css';

/** YYYY-MM-DD of today in UTC, the clock race days are kept in. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// The My races page: what the fan still has to watch — every series they follow at
// '/my-races', one series at '/<sport>/my-races' — best first, a plan
// for the time they have, the shield's settings and their marks to carry to another device.
// Everything here reads and writes this device only (docs/decisions/0125).
export default function MyRacesPage() {
  const t = useT();
  const format = useMyRacesFormat();
  const { loaded, sport, everySport, namesSeries, since, items, now } = useToWatchList();
  const language = useLanguage();
  useDocumentTitle('myRaces', sport);
  const listHeadingId = useId();

  return (
    <section className="static-page my-races" aria-labelledby="my-races-title">
      <h1 id="my-races-title">{t('myRaces.title')}</h1>
      <p className="lead">{t('myRaces.intro')}</p>
      <p>
        {everySport
          ? t('myRaces.everySeries')
          : t('myRaces.oneSeries', { series: sportName(sport, language) })}
      </p>
      <DeviceLinkImport />
      <label className="my-races__field">
        {t('myRaces.since')}
        <input
          type="date"
          value={since}
          max={utcDay(now)}
          // Clearing the date goes back to the default day, never to no list at all.
          onChange={(event) => myRaces.update({ since: event.target.value || null })}
        />
      </label>
      <h2 id={listHeadingId} tabIndex={-1}>
        {t('myRaces.listHeading')}
      </h2>
      {loaded ? (
        <>
          <ToWatchList
            items={items}
            since={since}
            format={format}
            headingId={listHeadingId}
            namesSeries={namesSeries}
          />
          <TimePlan items={items} format={format} namesSeries={namesSeries} />
        </>
      ) : (
        <p className="page-loading">{t('common.loading')}</p>
      )}
      <ShieldSettings />
      <MyRacesFileTools />
    </section>
  );
}
