import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sportChoices } from '../../../domain/sports/sport-choices';
import type { Sport } from '../../../domain/sports/sports';
import { SPORT_INFO, SPORT_NAMES, sportHomePath } from '../../../domain/sports/sports';
import { useCarriedSports } from '../../data/carried-sports';
import { useT } from '../../i18n/language-store';
import { rememberSport } from '../../shared/remembered-sport';
import { useOpenSport } from '../../shared/use-open-sport';

export interface SportChooserProps {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  /** A sport was chosen: the menu's errand is done. */
  onChosen?: () => void;
}

/**
 * In the chooser a series goes by the name it carries on its own brand, the same in every
 * language (the spec's 'Sport: Formula 1' in every menu); pages name it in the fan's.
 */
const brandName = (sport: Sport): string => SPORT_NAMES[sport].en;

/**
 * Formula 1 first, then every sport the site carries; MotoGP is Coming Soon and inert
 * while it is not (docs/decisions/0122). The open sport is the address's; choosing one
 * goes to its home.
 */
export function SportChooser({ open, onToggle, onClose, onChosen }: SportChooserProps) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useOpenSport();
  const listId = useId();
  const choices = sportChoices(useCarriedSports(open), current);

  return (
    <div className="sport-chooser">
      <button
        type="button"
        className="menu-item"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        <span aria-hidden="true">{SPORT_INFO[current].emoji}</span>{' '}
        {t('common.sport.button', { sport: brandName(current) })}
      </button>
      {open && (
        <ul id={listId} className="sport-list" aria-label={t('common.sport.listLabel')}>
          {choices.map(({ sport, available }) => (
            <li key={sport}>
              <button
                type="button"
                className="menu-item sport-option"
                aria-pressed={sport === current}
                aria-disabled={available ? undefined : true}
                onClick={() => {
                  if (!available) return;
                  onClose();
                  onChosen?.();
                  // Chosen, Formula 1 too: the site opens on it next time.
                  rememberSport(sport);
                  // Already at its home: no second history entry for the same page.
                  if (sportHomePath(sport) !== pathname) navigate(sportHomePath(sport));
                }}
              >
                <span aria-hidden="true">{SPORT_INFO[sport].emoji}</span> {brandName(sport)}
                {!available && <span className="badge"> {t('common.sport.comingSoon')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
