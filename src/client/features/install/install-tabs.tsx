import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface InstallTab {
  key: string;
  label: string;
  panel: ReactNode;
}

/** WAI-ARIA tabs: arrow keys move between tabs, Tab goes into the panel. */
export function InstallTabs({
  tabs,
  initial,
  label,
}: {
  tabs: InstallTab[];
  initial: string;
  /** The tab list's accessible name, in the page's language. */
  label: string;
}) {
  const [active, setActive] = useState(initial);
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    setActive(tabs[next]!.key);
    refs.current[next]?.focus();
  };

  return (
    <div className="install-tabs">
      <div role="tablist" aria-label={label} className="tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => setActive(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== active}
          className="tabpanel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
