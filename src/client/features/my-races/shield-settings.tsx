import type { MessageId } from '../../../domain/i18n/messages/catalogue';
import { SHIELD_SCOPES, type ShieldScope } from '../../../domain/my-races/my-races';
import { useT } from '../../i18n/language-store';
import { myRaces, useMyRaces } from '../../shared/my-races/my-races-store';

export const SCOPE_WORDS: Record<ShieldScope, MessageId> = {
  'to-watch': 'myRaces.shield.toWatch',
  unwatched: 'myRaces.shield.unwatched',
  off: 'myRaces.shield.off',
};

/** Which races the spoiler shield covers, and whether it still shows the way to watch. */
export function ShieldSettings() {
  const t = useT();
  const mine = useMyRaces();
  return (
    <fieldset className="my-races__shield">
      <legend>{t('myRaces.shield.legend')}</legend>
      {SHIELD_SCOPES.map((scope) => (
        <label key={scope} className="my-races__choice">
          <input
            type="radio"
            name="shield-scope"
            value={scope}
            checked={mine.shield === scope}
            onChange={() => myRaces.update({ shield: scope })}
          />
          {t(SCOPE_WORDS[scope])}
        </label>
      ))}
      <label className="my-races__choice">
        <input
          type="checkbox"
          checked={mine.showWayToWatch}
          onChange={(event) => myRaces.update({ showWayToWatch: event.target.checked })}
        />
        {t('myRaces.shield.showWay')}
      </label>
    </fieldset>
  );
}
