import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, parseRoute } from '../app/router';

/** Opens an invite link pasted as text (a full URL or just its path). */
export function JoinByLink() {
  const { t } = useTranslation();
  const [link, setLink] = useState('');
  const path = (() => {
    try {
      return new URL(link.trim(), window.location.origin).pathname;
    } catch {
      return '';
    }
  })();
  const route = parseRoute(path);
  return (
    <form
      className="join-link"
      onSubmit={(e) => {
        e.preventDefault();
        if (route.page === 'room') navigate(path);
      }}
    >
      <label htmlFor="invite-input">{t('web:lobby.joinByLink')}</label>
      <div className="row">
        <input
          id="invite-input"
          value={link}
          placeholder={t('web:lobby.invitePlaceholder')}
          onChange={(e) => {
            setLink(e.target.value);
          }}
        />
        <button type="submit" disabled={route.page !== 'room'}>
          {t('web:lobby.open')}
        </button>
      </div>
    </form>
  );
}
