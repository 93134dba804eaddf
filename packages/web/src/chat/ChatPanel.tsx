import type { ChatRelayMessage } from '@tavern/engine/protocol';
import { MAX_CHAT_LENGTH } from '@tavern/engine/protocol';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../i18n/format';

/**
 * The room's chat: the lines so far (text is rendered as text, so it is always escaped) and a box
 * to say something. The server limits how fast a connection may talk.
 */
export function ChatPanel(props: { readonly lines: readonly ChatRelayMessage[]; readonly onSend: (text: string) => boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const inputId = useId();
  useEffect(() => {
    const element = list.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [props.lines.length]);
  return (
    <section className="panel chat" aria-labelledby={`${inputId}-title`} data-testid="chat">
      <h2 id={`${inputId}-title`}>{t('web:chat.title')}</h2>
      {props.lines.length === 0 ? (
        <p className="muted">{t('web:chat.empty')}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list must be reachable to scroll it by keyboard
        <ol tabIndex={0} ref={list} aria-live="polite" data-testid="chat-lines">
          {props.lines.map((line, i) => (
            <li key={`${String(line.at)}-${String(i)}`}>
              <time className="muted chat-time" dateTime={new Date(line.at).toISOString()}>
                {formatTime(line.at)}
              </time>{' '}
              <strong>{line.seat === null ? t('web:chat.spectator') : line.name}</strong>
              {': '}
              <span>{line.text}</span>
            </li>
          ))}
        </ol>
      )}
      <form
        className="chat-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (props.onSend(draft)) setDraft('');
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('web:chat.say')}
        </label>
        <input
          id={inputId}
          value={draft}
          maxLength={MAX_CHAT_LENGTH}
          placeholder={t('web:chat.say')}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
          }}
        />
        <button type="submit" disabled={draft.trim() === ''} title={draft.trim() === '' ? t('web:chat.writeFirst') : undefined}>
          {t('web:chat.send')}
        </button>
      </form>
    </section>
  );
}
