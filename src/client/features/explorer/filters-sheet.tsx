import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/language-store';
import { useModalBehaviour } from '../../shared/use-modal-behaviour';
import { useExplorerFormat } from './explorer-format';
import './filters-sheet.css';

interface Props {
  /** Active filters, the same badge the panel's heading shows. */
  activeCount: number;
  children: ReactNode;
}

/**
 * Phones: the filters wait behind one button so the result count and the first rows fill
 * the first screen (decision 0046). The sheet is a modal dialog: focus stays inside,
 * Escape, the backdrop and Done close it, and focus goes back to the button.
 */
export function FiltersSheet({ activeCount, children }: Props) {
  const t = useT();
  const format = useExplorerFormat();
  const [open, setOpen] = useState(false);
  const sheetRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const close = useCallback(() => setOpen(false), []);
  const fallbackFocus = useCallback(() => buttonRef.current, []);
  useModalBehaviour(open, sheetRef, close, { fallbackFocus });
  const label =
    activeCount > 0
      ? t('explorer.filters.titleActive', { count: activeCount })
      : t('explorer.filters.title');

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="filters-sheet-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {t('explorer.filters.title')}
        {activeCount > 0 && (
          <span className="filter-badge" aria-hidden="true">
            {format.count(activeCount)}
          </span>
        )}
      </button>
      {open && (
        <div className="modal-layer filters-sheet-layer">
          <div className="modal-backdrop" aria-hidden="true" onClick={close} />
          <div
            ref={sheetRef}
            className="filters-sheet"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
          >
            <span id={titleId} className="visually-hidden">
              {label}
            </span>
            {children}
            <button type="button" className="filters-sheet__done" onClick={close}>
              {t('explorer.filters.done')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
