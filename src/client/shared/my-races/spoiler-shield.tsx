import { type ReactNode, useState } from 'react';
import { isShielded } from '../../../domain/my-races/my-races';
import { useT } from '../../i18n/language-store';
import { myRaces, useMyRaces } from './my-races-store';
import './shield.css';

/** The reveal button is gone: focus goes to the verdict the fan asked for (once, on mount). */
const focusOnMount = (element: HTMLDivElement | null) => element?.focus();

interface Props {
  raceId: string;
  /** The crowd's best way to watch: shown under the shield only if the fan allows it. */
  wayToWatch?: ReactNode;
  /** A table cell's short line instead of the card's sentence. */
  compact?: boolean;
  /** The verdict: rendered only when the race is not shielded. */
  children: ReactNode;
}

/**
 * A race's verdict, or in its place a neutral line and a "Reveal verdict" button while the
 * fan's shield covers the race (docs/decisions/0124). A fan who never marked a race gets the
 * children alone, with no wrapper, so an unshielded page's markup is the verdict's own.
 */
export function SpoilerShield({ raceId, wayToWatch, compact = false, children }: Props) {
  const t = useT();
  const state = useMyRaces();
  const shielded = isShielded(state, raceId);
  const [revealedHere, setRevealedHere] = useState(false);
  if (!shielded) {
    if (!revealedHere) return children;
    return (
      <div ref={focusOnMount} tabIndex={-1} className="spoiler-shield__revealed">
        {children}
      </div>
    );
  }
  const reveal = () => {
    setRevealedHere(true);
    myRaces.reveal(raceId);
  };
  return (
    <div className={compact ? 'spoiler-shield spoiler-shield--compact' : 'spoiler-shield'}>
      <p className="spoiler-shield__text">
        {t(compact ? 'common.shield.hiddenShort' : 'common.shield.hidden')}
      </p>
      {state.showWayToWatch ? wayToWatch : null}
      <button type="button" className="spoiler-shield__reveal" onClick={reveal}>
        {t('common.shield.reveal')}
      </button>
    </div>
  );
}
