import { useId } from 'react';
import { useT } from '../../i18n/language-store';
import { myRaces } from '../../shared/my-races-store';
import { useDocumentTitle } from '../../shared/use-document-title';
import { CatchUpList } from './catch-up-list';
import { DeviceLinkImport } from './device-link-import';
import { MyRacesFileTools } from './my-races-file';
import { useMyRacesFormat } from './my-races-format';
import { ShieldSettings } from './shield-settings';
import { TimePlan } from './time-plan';
import { useCatchUp } from './use-catch-up';
import './my-races.css';

/** YYYY-MM-DD of today in UTC, the clock race days are kept in. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// The catch-up page: what the fan still has to watch of the open sport, best first, a plan
// for the time they have, the shield's settings and their marks to carry to another device.
// Everything here reads and writes this device only (docs/decisions/0125).
export default function MyRacesPage() {
  const t = useT();
  const format = useMyRacesFormat();
  const { loaded, sport, since, items, now } = useCatchUp();
  useDocumentTitle('myRaces', sport);
  const listHeadingId = useId();

  return (
    <section className="static-page my-races" aria-labelledby="my-races-title">
      <h1 id="my-races-title">{t('catchup.title')}</h1>
      <p className="lead">{t('catchup.intro')}</p>
      <DeviceLinkImport />
      <label className="my-races__field">
        {t('catchup.since')}
        <input
          type="date"
          value={since}
          max={utcDay(now)}
          // Clearing the date goes back to the default day, never to no list at all.
          onChange={(event) => myRaces.update({ since: event.target.value || null })}
        />
      </label>
      <h2 id={listHeadingId} tabIndex={-1}>
        {t('catchup.listHeading')}
      </h2>
      {loaded ? (
        <>
          <CatchUpList items={items} since={since} format={format} headingId={listHeadingId} />
          <TimePlan items={items} format={format} />
        </>
      ) : (
        <p className="page-loading">{t('common.loading')}</p>
      )}
      <ShieldSettings />
      <MyRacesFileTools />
    </section>
  );
}
