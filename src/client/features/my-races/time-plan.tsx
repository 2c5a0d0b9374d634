import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ToWatchItem } from '../../../domain/my-races/to-watch-list';
import { PLAN_MAX_MINUTES, planFor } from '../../../domain/my-races/to-watch-plan';
import { raceNameOf, sportRaceTitleOf } from '../../../domain/races/race-name-of';
import { sharePath } from '../../../domain/sharing/share-paths';
import { watchModeNameMessage } from '../../../domain/voting/vocabulary-messages';
import { formatRich } from '../../i18n/format-rich';
import { useLanguage, useT } from '../../i18n/language-store';
import type { MyRacesFormat } from './my-races-format';

/** What the planner starts from: an evening's free time, the issue's own example. */
export const DEFAULT_PLAN_MINUTES = 90;

/** "I have 90 minutes": the best set of races and ways to watch them that fits. */
export function TimePlan({
  items,
  format,
  namesSeries = false,
}: {
  items: readonly ToWatchItem[];
  format: MyRacesFormat;
  /** The plan mixes series: each race says its series, once. */
  namesSeries?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const nameOf = (race: ToWatchItem['race']) =>
    namesSeries ? sportRaceTitleOf(race, language) : raceNameOf(race);
  const headingId = useId();
  const [text, setText] = useState(String(DEFAULT_PLAN_MINUTES));
  const minutes = Number(text);
  // The list comes first: the plan is worked out in the render after it, so a long list
  // shows without waiting for the planner (null until then).
  const planned = useDeferredValue<readonly ToWatchItem[] | null>(items, null);
  const plan = useMemo(() => (planned ? planFor(planned, minutes) : null), [planned, minutes]);

  return (
    <section className="my-races__plan" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('myRaces.plan.heading')}</h2>
      <label className="my-races__field">
        {t('myRaces.plan.minutes')}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={PLAN_MAX_MINUTES}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {plan === null ? null : plan.entries.length === 0 ? (
        <p>{t('myRaces.plan.none')}</p>
      ) : (
        <ol className="my-races__plan-list">
          {plan.entries.map((entry) => (
            <li key={entry.item.race.id}>
              {formatRich(
                t,
                'myRaces.plan.entry',
                {
                  race: <Link to={sharePath(entry.item.race.id)}>{nameOf(entry.item.race)}</Link>,
                },
                {
                  way: t(watchModeNameMessage(entry.mode)),
                  duration: format.duration(entry.minutes),
                },
              )}
            </li>
          ))}
        </ol>
      )}
      {plan ? (
        <p className="my-races__plan-total">
          {t('myRaces.plan.total', { duration: format.duration(plan.totalMinutes) })}
        </p>
      ) : null}
    </section>
  );
}
