import { useId, useState } from 'react';
import type { Sport } from '../../../domain/types';
import { useT } from '../../i18n/language-store';

const SPORT_OPTIONS: { key: Sport; name: string; emoji: string; available: boolean }[] = [
  { key: 'formula1', name: 'Formula 1', emoji: '🏎️', available: true },
  { key: 'motogp', name: 'MotoGP', emoji: '🏍️', available: false },
];

export interface SportChooserProps {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * Formula 1 is the only sport so far; MotoGP is listed as Coming Soon and does nothing.
 * Sport names are proper names, the same in every language.
 */
export function SportChooser({ open, onToggle, onClose }: SportChooserProps) {
  const t = useT();
  const [selected, setSelected] = useState<Sport>('formula1');
  const listId = useId();
  const current = SPORT_OPTIONS.find((s) => s.key === selected) ?? SPORT_OPTIONS[0]!;

  return (
    <div className="sport-chooser">
      <button
        type="button"
        className="menu-item"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        <span aria-hidden="true">{current.emoji}</span>{' '}
        {t('common.sport.button', { sport: current.name })}
      </button>
      {open && (
        <ul id={listId} className="sport-list" aria-label={t('common.sport.listLabel')}>
          {SPORT_OPTIONS.map((sport) => (
            <li key={sport.key}>
              <button
                type="button"
                className="menu-item sport-option"
                aria-pressed={sport.key === selected}
                aria-disabled={sport.available ? undefined : true}
                onClick={() => {
                  if (!sport.available) return;
                  setSelected(sport.key);
                  onClose();
                }}
              >
                <span aria-hidden="true">{sport.emoji}</span> {sport.name}
                {!sport.available && <span className="badge"> {t('common.sport.comingSoon')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
