import { useT } from '../../../i18n/language-store';

/** Stands in for a card while its tally is still on the way. */
export function CardPlaceholder() {
  const t = useT();
  return (
    <div className="race-card race-card--placeholder" aria-busy="true">
      <span className="visually-hidden">{t('home.card.loading')}</span>
      <span className="placeholder-line placeholder-line--wide" aria-hidden="true" />
      <span className="placeholder-line" aria-hidden="true" />
      <span className="placeholder-line placeholder-line--short" aria-hidden="true" />
    </div>
  );
}
