import { useT } from '../../i18n/language-store';
import type { ShieldOnRanking } from './shielded-ranking';

/** One line saying which of the fan's races the ranking leaves out, and why. */
export function ShieldNote({ shield }: { shield: ShieldOnRanking }) {
  const t = useT();
  if (shield.kind === 'none') return null;
  return (
    <p className="ranking-shield-note">
      <span aria-hidden="true">🛡️ </span>
      {shield.kind === 'marked'
        ? t('rankings.shield.leftOut', { count: shield.count })
        : t('rankings.shield.leftOutUnwatched')}
    </p>
  );
}
