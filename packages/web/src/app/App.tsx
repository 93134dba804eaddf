import { useTranslation } from 'react-i18next';
import { LobbyPage } from '../lobby/LobbyPage';
import { RoomRoute } from '../room/RoomRoute';
import { LanguageSwitcher } from './LanguageSwitcher';
import { navigate, parseRoute, usePath } from './router';

/** The page frame: a header that leads home and chooses the language, then the lobby or a room. */
export function App() {
  const { t } = useTranslation();
  const route = parseRoute(usePath());
  return (
    <div className="app">
      <header className="app-header">
        <a
          className="brand"
          href="/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/');
          }}
        >
          {t('web:app.title')}
        </a>
        <span className="tagline">{t('web:app.tagline')}</span>
        <LanguageSwitcher />
      </header>
      <main className="app-main">
        {route.page === 'lobby' ? (
          <LobbyPage />
        ) : (
          <RoomRoute key={`${route.roomId}/${String(route.watch)}`} roomId={route.roomId} watch={route.watch} />
        )}
      </main>
    </div>
  );
}
