import { Link } from 'react-router';
import { useLanguage, useT } from '../../i18n/language-store';
import { track } from '../../shared/analytics';
import { buildSettings } from '../../shared/build-settings';
import { useSeriesPath } from '../../shared/series-path';
import { isStandaloneDisplay } from '../../shared/use-document-title';

export interface NewBannerProps {
  settings?: Pick<typeof buildSettings, 'updateBanner' | 'bannerText' | 'bannerStandaloneText'>;
  standalone?: boolean;
}

/**
 * The NEW banner (a build setting), in the fan's language: the product's own words, or an
 * operator's text given for that language or for all of them. In the installed app there is
 * nothing left to install, so the banner points at alerts instead with a 'get notified' link.
 */
export function NewBanner({
  settings = buildSettings,
  standalone = isStandaloneDisplay(),
}: NewBannerProps) {
  const t = useT();
  const language = useLanguage();
  const install = useSeriesPath('install');
  if (!settings.updateBanner) return null;
  const onClick = () => track('install_banner_click', { location: 'top_banner', standalone });
  if (standalone) {
    return (
      <aside className="new-banner" aria-label={t('home.banner.label')}>
        <span>{settings.bannerStandaloneText(language) ?? t('home.banner.standaloneText')}</span>
        <Link to={install} onClick={onClick} className="new-banner__link">
          {t('home.banner.getNotified')}
        </Link>
      </aside>
    );
  }
  return (
    <aside className="new-banner" aria-label={t('home.banner.label')}>
      <Link to={install} onClick={onClick} className="new-banner__link">
        {settings.bannerText(language) ?? t('home.banner.text')}
      </Link>
    </aside>
  );
}
