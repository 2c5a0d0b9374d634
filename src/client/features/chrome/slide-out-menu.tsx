import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { THEME_MENU_BUTTON } from '../../../domain/site/copy';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { buildSettings } from '../../shared/build-settings';
import { SportChooser } from './sport-chooser';

export const MENU_LINKS = [
  { to: ROUTE_PATHS.home, label: 'Ratings Home' },
  { to: ROUTE_PATHS.explorer, label: 'All Races' },
  { to: ROUTE_PATHS.install, label: 'Get Ratings Alerts' },
  { to: ROUTE_PATHS.support, label: 'Support' },
] as const;

export interface SlideOutMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  onOpenLivery: () => void;
  sportMenuOpen: boolean;
  onToggleSportMenu: () => void;
  onCloseSportMenu: () => void;
  /** A modal above the menu owns Escape while it is open. */
  modalOpen: boolean;
}

/** The slide-out site menu: focus moves in when it opens and back to its button on Escape. */
export function SlideOutMenu(props: SlideOutMenuProps) {
  const { id, open, onClose, onOpenLivery, modalOpen } = props;
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open || modalOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, modalOpen, onClose]);

  return (
    <div className={`menu-layer${open ? ' menu-layer--open' : ''}`} hidden={!open}>
      <div
        className="menu-backdrop"
        data-testid="menu-backdrop"
        onClick={onClose}
        aria-hidden="true"
      />
      <nav id={id} ref={panelRef} className="slide-out-menu" aria-label="Site menu">
        <ul className="menu-list">
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className="menu-item" onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="menu-item"
              aria-haspopup="dialog"
              onClick={onOpenLivery}
            >
              <span aria-hidden="true">🎨</span> {THEME_MENU_BUTTON}
            </button>
          </li>
          <li>
            <a
              className="menu-item"
              href={buildSettings.feedbackUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
            >
              Send Feedback<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <SportChooser
              open={props.sportMenuOpen}
              onToggle={props.onToggleSportMenu}
              onClose={props.onCloseSportMenu}
            />
          </li>
        </ul>
        <button type="button" className="menu-close" onClick={onClose}>
          Close menu
        </button>
      </nav>
    </div>
  );
}
