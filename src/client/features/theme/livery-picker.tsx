import { type CSSProperties, useCallback, useId, useRef } from 'react';
import { THEME_PICKER_TITLE } from '../../../domain/site/copy';
import { THEMES, type ThemeKey } from '../../../domain/site/themes';
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

/** 'SELECT YOUR LIVERY': hover or focus previews a tile's accent, a click keeps it. */
export function LiveryPicker({ open, onClose, fallbackFocus }: LiveryPickerProps) {
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
          <h2 id={titleId}>{THEME_PICKER_TITLE}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={close}>
            ×
          </button>
        </div>
        <ul className="livery-grid" onMouseLeave={() => previewTheme(null)}>
          {THEMES.map((t) => (
            <li key={t.key}>
              <button
                type="button"
                className="livery-tile"
                aria-pressed={t.key === theme.key}
                style={{ '--tile-accent': t.primary } as CSSProperties}
                onMouseEnter={() => previewTheme(t.key)}
                onFocus={() => previewTheme(t.key)}
                onClick={() => pick(t.key)}
              >
                <span className="livery-tile__emoji" aria-hidden="true">
                  {t.emoji}
                </span>
                <span className="livery-tile__name">{t.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
