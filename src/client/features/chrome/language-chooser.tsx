import { useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, parseLanguage } from '../../../domain/i18n/languages';
import { chooseLanguage } from '../../i18n/choose-language';
import { useLanguage, useT } from '../../i18n/language-store';
import './language-chooser.css';

/**
 * The page's language, beside the livery and the sport: a native select, so every keyboard,
 * screen reader and phone knows it. Each language is named in itself, so a fan who landed in
 * the wrong one still finds their own; the globe says what the list is without words.
 */
export function LanguageChooser() {
  const t = useT();
  const language = useLanguage();
  const selectId = useId();

  return (
    <div className="menu-item language-chooser">
      <label htmlFor={selectId}>
        <span aria-hidden="true">🌐</span> {t('common.language.label')}
      </label>
      <select
        id={selectId}
        className="language-chooser__select"
        value={language}
        onChange={(event) => {
          const chosen = parseLanguage(event.target.value);
          if (chosen && chosen !== language) void chooseLanguage(chosen);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
