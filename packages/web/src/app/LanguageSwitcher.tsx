import { LANGUAGES } from '@tavern/locales';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';

/** The header's language choice; i18next remembers it (localStorage) and `<html lang>` follows. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('web:app.language')}
      </label>
      <select
        id={id}
        data-testid="language"
        value={currentLanguage()}
        onChange={(event) => {
          void i18n.changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`web:app.languageNames.${language}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
