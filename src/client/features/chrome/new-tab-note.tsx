import { useT } from '../../i18n/language-store';

/** Told to screen readers after a link that opens a new tab: ' (opens in a new tab)'. */
export function NewTabNote() {
  const t = useT();
  return <span className="visually-hidden"> {t('common.newTab')}</span>;
}
