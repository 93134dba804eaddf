import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies the room's invite link; the link is also shown so it can be copied by hand. */
export function InviteButton(props: { readonly roomId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/r/${props.roomId}`;
  return (
    <div className="invite">
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard
            .writeText(link)
            .then(() => {
              setCopied(true);
            })
            .catch(() => {
              setCopied(false);
            });
        }}
      >
        {copied ? t('web:room.copied') : t('web:room.invite')}
      </button>
      <input className="invite-link" aria-label={t('web:lobby.inviteLink')} readOnly value={link} onFocus={(e) => { e.target.select(); }} />
    </div>
  );
}
