import type { CSSProperties, ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/constants';
import { DEFAULT_SPORT, sportHomePath, sportName } from '../../../domain/sports/sports';
import { useLanguage, useT } from '../../i18n/language-store';
import { useHomeSport } from '../../shared/remembered-sport';
import { useColourCycle } from './use-colour-cycle';
import { useHeaderShrink } from './use-header-shrink';

export interface SiteHeaderProps {
  menuOpen: boolean;
  /** The menu's id once it is in the page (its button controls it); undefined before. */
  menuId: string | undefined;
  onToggleMenu: () => void;
  onOpenLivery: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  /** The alerts bell: in the header it is one tap away and never covers the page. */
  bell?: ReactNode;
}

export function SiteHeader(props: SiteHeaderProps) {
  const { menuOpen, menuId, onToggleMenu, onOpenLivery, menuButtonRef, bell } = props;
  const t = useT();
  const shrunk = useHeaderShrink();
  const language = useLanguage();
  // The logo leads home: the open sport's, or on the site's own pages the fan's sport.
  const sport = useHomeSport();
  const { colour, replay } = useColourCycle();
  const style = colour ? ({ '--accent': colour } as CSSProperties) : undefined;

  return (
    <header
      className={`site-header${shrunk ? ' site-header--shrunk' : ''}`}
      data-cycling={colour ? 'true' : undefined}
      style={style}
    >
      <Link to={sportHomePath(sport)} className="logo" onClick={replay}>
        <span className="logo__mark" aria-hidden="true">
          GP
        </span>
        <span className="logo__words">
          <span className="logo__name">{PRODUCT_NAME}</span>
          {/* Every series but Formula 1 (the site's own) says which it is. */}
          {sport !== DEFAULT_SPORT ? (
            <>
              {' '}
              <span className="logo__sport">{sportName(sport, language)}</span>
            </>
          ) : null}
        </span>
      </Link>
      <div className="site-header__actions">
        {bell}
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.header.chooseLivery')}
          aria-haspopup="dialog"
          onClick={onOpenLivery}
        >
          <span aria-hidden="true">🎨</span>
        </button>
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button menu-button"
          aria-label={t('common.header.menu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onToggleMenu}
        >
          <span className="menu-button__bars" aria-hidden="true" />
        </button>
      </div>
    </header>
  );
}
