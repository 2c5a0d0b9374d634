import { type CSSProperties, useCallback, useId, useRef } from 'react';
import { THEMES, type ThemeKey } from '../../../domain/site/themes';
import { useT } from '../../i18n/language-store';
import { useModalBehaviour } from '../../shared/use-modal-behaviour';
import { useTheme } from './theme-context';

/** Why the picker closed: a livery was picked, or it was dismissed without a change. */
export type LiveryPickerClose = 'picked' | 'dismissed';

export interface LiveryPickerProps {
  open: boolean;
  onClose: (reason: LiveryPickerClose) => void;
  /** Where focus goes on close if the opener has left the page (e.g. a closed menu). */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * 'SELECT YOUR LIVERY': hover or focus previews a tile's accent, a click keeps it. Livery
 * names are proper names, the same in every language.
 */
export function LiveryPicker({ open, onClose, fallbackFocus }: LiveryPickerProps) {
  const t = useT();
  const { theme, chooseTheme, previewTheme } = useTheme();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const close = useCallback(() => {
    previewTheme(null);
    onClose('dismissed');
  }, [previewTheme, onClose]);

  const initialFocus = useCallback(
    () => dialogRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]') ?? null,
    [],
  );
  useModalBehaviour(open, dialogRef, close, { initialFocus, fallbackFocus });

  if (!open) return null;

  const pick = (key: ThemeKey) => {
    chooseTheme(key);
    onClose('picked');
  };

  return (
    <div className="modal-layer">
      <div
        className="modal-backdrop"
        data-testid="livery-backdrop"
        aria-hidden="true"
        onClick={close}
      />
      <div
        ref={dialogRef}
        className="livery-picker"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="livery-picker__head">
          <h2 id={titleId}>{t('common.livery.title')}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            onClick={close}
          >
            ×
          </button>
        </div>
        <ul className="livery-grid" onMouseLeave={() => previewTheme(null)}>
          {THEMES.map((livery) => (
            <li key={livery.key}>
              <button
                type="button"
                className="livery-tile"
                aria-pressed={livery.key === theme.key}
                style={{ '--tile-accent': livery.primary } as CSSProperties}
                onMouseEnter={() => previewTheme(livery.key)}
                onFocus={() => previewTheme(livery.key)}
                onClick={() => pick(livery.key)}
              >
                <span className="livery-tile__emoji" aria-hidden="true">
                  {livery.emoji}
                </span>
                <span className="livery-tile__name">{livery.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
