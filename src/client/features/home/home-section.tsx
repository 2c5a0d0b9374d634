import type { ReactNode } from 'react';

export interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** Beside the title (e.g. the compact view switch). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled home section; a landmark region named by its title. */
export function HomeSection({ id, title, subtitle, aside, children }: HomeSectionProps) {
  return (
    <section className="home-section" aria-labelledby={`${id}-title`} data-section={id}>
      <div className="home-section__head">
        <div>
          <h2 id={`${id}-title`} className="home-section__title">
            {title}
          </h2>
          {subtitle ? <p className="home-section__subtitle">{subtitle}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
