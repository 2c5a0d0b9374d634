import { type ReactNode, Suspense, useCallback, useId, useRef, useState } from 'react';
import { OfflineNotice } from '../features/chrome/offline-notice';
import { SiteFooter } from '../features/chrome/site-footer';
import { SiteHeader } from '../features/chrome/site-header';
import { InstallOfferBanner } from '../features/install/install-offer-banner';
import type { LiveryPickerClose } from '../features/theme/livery-picker';
import { ThemeProvider } from '../features/theme/theme-context';
import { useT } from '../i18n/language-store';
import { track } from '../shared/analytics';
import { onDemand } from '../shared/on-demand';
import { useNewPageAtTop } from './use-new-page-at-top';
import { usePageViewTracking } from './use-page-view-tracking';

// The livery picker loads the first time a fan opens it: few do, and every page's first
// load is kept within its budget (bench/RESULTS.md).
export const LiveryPicker = onDemand(() =>
  import('../features/theme/livery-picker').then((module) => module.LiveryPicker),
);

// The site menu loads when first opened, then stays (hidden when closed) like before.
export const SlideOutMenu = onDemand(() =>
  import('../features/chrome/slide-out-menu').then((module) => module.SlideOutMenu),
);

export type ThemeMenuSource = 'header' | 'menu';
/** The livery picker and the sport menu are never open together (decision 0053). */
type Panel = 'none' | 'theme' | 'sport';

export interface LayoutProps {
  children: ReactNode;
  /** The alerts bell, shown among the header's actions. */
  bell?: ReactNode;
}

export function Layout({ children, bell }: LayoutProps) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const [panel, setPanel] = useState<Panel>('none');
  const [liveryWanted, setLiveryWanted] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  usePageViewTracking();
  useNewPageAtTop();

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    setPanel((p) => (p === 'sport' ? 'none' : p));
    menuButtonRef.current?.focus();
  }, []);
  const openLivery = (source: ThemeMenuSource) => {
    setLiveryWanted(true);
    setPanel('theme');
    track('theme_menu_open', { source });
  };
  // A pick finishes the errand the menu was opened for, so the menu goes too (focus falls
  // back to its button); a dismissal returns to the menu.
  const closeLivery = useCallback((reason: LiveryPickerClose) => {
    setPanel('none');
    if (reason === 'picked') setMenuOpen(false);
  }, []);
  const fallbackFocus = useCallback(() => menuButtonRef.current, []);

  // The livery provider sits here, around the whole page, so every feature follows it.
  return (
    <ThemeProvider>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <SiteHeader
        menuOpen={menuOpen}
        // The button names the menu it controls once the menu is asked for; until its
        // code arrives, the fallback below holds the id, so the reference never dangles.
        menuId={menuWanted ? menuId : undefined}
        onToggleMenu={() => {
          if (menuOpen) return closeMenu();
          setMenuWanted(true);
          setMenuOpen(true);
        }}
        onOpenLivery={() => openLivery('header')}
        menuButtonRef={menuButtonRef}
        bell={bell}
      />
      {menuWanted ? (
        <Suspense fallback={<div id={menuId} hidden />}>
          <SlideOutMenu
            id={menuId}
            open={menuOpen}
            onClose={closeMenu}
            onOpenLivery={() => openLivery('menu')}
            sportMenuOpen={panel === 'sport'}
            onToggleSportMenu={() => setPanel((p) => (p === 'sport' ? 'none' : 'sport'))}
            onCloseSportMenu={() => setPanel('none')}
            modalOpen={panel === 'theme'}
          />
        </Suspense>
      ) : null}
      <OfflineNotice />
      <main id="main">{children}</main>
      <SiteFooter />
      <InstallOfferBanner />
      {liveryWanted ? (
        <Suspense fallback={null}>
          <LiveryPicker
            open={panel === 'theme'}
            onClose={closeLivery}
            fallbackFocus={fallbackFocus}
          />
        </Suspense>
      ) : null}
    </ThemeProvider>
  );
}
