import { PRODUCT_NAME } from '../../../domain/constants';
import { F1DB, OPENF1, SPORTSTIMES } from '../../../domain/site/data-credits';
import { formatRich } from '../../i18n/format-rich';
import { useT } from '../../i18n/language-store';

/**
 * The public data the site is built on, credited to the fans who read it. F1DB's credit
 * is the one its licence (CC BY 4.0) asks for, word for word in every language.
 */
export function DataSources() {
  const t = useT();
  const link = (href: string, text: string) => <a href={href}>{text}</a>;
  return (
    <>
      <h2>{t('pages.support.sources.heading')}</h2>
      <ul className="help-list">
        <li>
          {formatRich(t, 'pages.support.sources.calendars', {
            source: link(SPORTSTIMES.url, SPORTSTIMES.name),
          })}
        </li>
        <li>
          {formatRich(
            t,
            'pages.support.sources.timing',
            { source: link(OPENF1.url, OPENF1.name) },
            { product: PRODUCT_NAME },
          )}
        </li>
        <li>
          {formatRich(t, 'pages.support.sources.history', {
            credit: (
              <>
                {F1DB.credit}, {link(F1DB.url, F1DB.url)}, licensed{' '}
                {link(F1DB.licenceUrl, F1DB.licence)}
              </>
            ),
          })}
        </li>
      </ul>
    </>
  );
}
