import { useId, useState } from 'react';
import type { MessageId } from '../../../../domain/i18n/messages/catalogue';
import { toggleSingleOpen } from '../../../../domain/site/screen-rules';
import type { Race, Tally } from '../../../../domain/types';
import { type TagContext, visibleTags } from '../../../../domain/voting/reason-tags';
import { useT } from '../../../i18n/language-store';
import { StarDistribution } from './star-distribution';
import { VibeMosaic } from './vibe-mosaic';
import './card-panels.css';

type PanelKey = 'factors' | 'distribution';

const PANEL_TITLES: Record<PanelKey, MessageId> = {
  factors: 'home.panel.factors',
  distribution: 'home.panel.distribution',
};
const PANEL_KEYS: PanelKey[] = ['factors', 'distribution'];

export interface CardPanelsProps {
  race: Race;
  tally: Tally;
  tagContext: TagContext;
}

/** The factors and distribution panels: each toggles, and opening one closes the other. */
export function CardPanels({ race, tally, tagContext }: CardPanelsProps) {
  const t = useT();
  const [open, setOpen] = useState<PanelKey | null>(null);
  const idBase = useId();
  return (
    <div className="panels">
      <div className="panels__toggles">
        {PANEL_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className="panels__toggle"
            aria-expanded={open === key}
            aria-controls={`${idBase}-${key}`}
            onClick={() => setOpen(toggleSingleOpen(open, key))}
          >
            {t(PANEL_TITLES[key])}
          </button>
        ))}
      </div>
      <div id={`${idBase}-factors`} className="panels__panel" hidden={open !== 'factors'}>
        <VibeMosaic groupId={race.id} chips={visibleTags(tally, tagContext)} />
      </div>
      <div id={`${idBase}-distribution`} className="panels__panel" hidden={open !== 'distribution'}>
        <StarDistribution tally={tally} />
      </div>
    </div>
  );
}
