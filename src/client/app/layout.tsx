import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../domain/constants';

// Placeholder chrome: the site-chrome feature replaces this with the header, slide-out
// menu and footer of SPEC §2.
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="site-header">
        <Link to="/" className="logo">
          {PRODUCT_NAME}
        </Link>
        <nav aria-label="Main">
          <Link to="/all-races">All races</Link> <Link to="/install">Install</Link>{' '}
          <Link to="/support">Support</Link>
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer className="site-footer">
        <Link to="/privacy-terms">Privacy &amp; Terms</Link>
        <p>GP Vibes is an unofficial community tool, not affiliated with Formula 1.</p>
      </footer>
    </>
  );
}
