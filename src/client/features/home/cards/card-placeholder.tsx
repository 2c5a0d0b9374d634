/** Stands in for a card while its tally is still on the way. */
export function CardPlaceholder() {
  return (
    <div className="race-card race-card--placeholder" aria-busy="true">
      <span className="visually-hidden">Loading race card…</span>
      <span className="placeholder-line placeholder-line--wide" aria-hidden="true" />
      <span className="placeholder-line" aria-hidden="true" />
      <span className="placeholder-line placeholder-line--short" aria-hidden="true" />
    </div>
  );
}
