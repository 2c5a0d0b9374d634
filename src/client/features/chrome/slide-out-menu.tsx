import { use, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import type { MessageId } from '../../../domain/i18n/messages/catalogue';
import { sportBestRacesPath, sportRoutePath } from '../../../domain/site/routes';
import type { Sport } from '../../../domain/sports/sports';
import { sportExplorerPath, sportHomePath, sportMyRacesPath } from '../../../domain/sports/sports';
import { wordsReady } from '../../i18n/choose-language';
import { useT } from '../../i18n/language-store';
import { useHomeSport } from '../../shared/remembered-sport';
import { siteLinks } from '../../shared/site-links';
import { LanguageChooser } from './language-chooser';
import { NewTabNote } from './new-tab-note';
import { SportChooser } from './sport-chooser';

/**
 * The menu's links, every one the open (or the fan's) sport's own: its alerts and support
 * pages too, so a fan never leaves the series by the menu (decision 0150).
 */
export function menuLinks(sport: Sport): readonly { to: string; label: MessageId }[] {
  return [
    { to: sportHomePath(sport), label: 'common.menu.home' },
    { to: sportExplorerPath(sport), label: 'common.menu.allRaces' },
    { to: sportMyRacesPath(sport), label: 'common.menu.myRaces' },
    { to: sportBestRacesPath(sport), label: 'common.menu.bestRaces' },
    { to: sportRoutePath(sport, 'install'), label: 'common.menu.alerts' },
    { to: sportRoutePath(sport, 'support'), label: 'common.menu.support' },
  ];
}

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
  // Its words come with its code, the first time it opens (decision 0156).
  use(wordsReady('menu') as Promise<void>);
  const t = useT();
  const panelRef = useRef<HTMLElement>(null);
  const sport = useHomeSport();
  const feedbackUrl = siteLinks().feedback;

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
      <nav id={id} ref={panelRef} className="slide-out-menu" aria-label={t('common.menu.label')}>
        <ul className="menu-list">
          {menuLinks(sport).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className="menu-item" onClick={onClose}>
                {t(link.label)}
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
              <span aria-hidden="true">🎨</span> {t('common.menu.livery')}
            </button>
          </li>
          {feedbackUrl ? (
            <li>
              <a
                className="menu-item"
                href={feedbackUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onClose}
              >
                {t('common.menu.feedback')}
                <NewTabNote />
              </a>
            </li>
          ) : null}
          <li>
            <SportChooser
              open={props.sportMenuOpen}
              onToggle={props.onToggleSportMenu}
              onClose={props.onCloseSportMenu}
              onChosen={onClose}
            />
          </li>
          <li>
            <LanguageChooser />
          </li>
        </ul>
        <button type="button" className="menu-close" onClick={onClose}>
          {t('common.menu.close')}
        </button>
      </nav>
    </div>
  );
}
