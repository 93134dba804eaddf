import { useTranslation } from 'react-i18next';
import type { CardState } from './PlayingCard';

/** A card face drawn from data: a title, a small line, and a tone (a CSS class for its colour). */
export interface CardFace {
  readonly title: string;
  readonly sub: string;
  readonly tone: string;
}

/** A face-up card that is not a French card (Gods' Gambit, Sanguosha, Saboteur actions). */
export function FaceCard(props: { readonly id: string; readonly face: CardFace; readonly small?: boolean }) {
  return (
    <span className={`face-card ${props.face.tone}${props.small === true ? ' small' : ''}`} role="img" aria-label={`${props.face.title} ${props.face.sub}`} data-card={props.id}>
      <span className="face-title">{props.face.title}</span>
      <span className="face-sub">{props.face.sub}</span>
    </span>
  );
}

/** The same card in the player's hand, as a button showing whether it leads to a legal move. */
export function FaceCardButton(props: { readonly id: string; readonly face: CardFace; readonly state: CardState; readonly onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`face-card ${props.face.tone} ${props.state}`}
      aria-pressed={props.state === 'selected'}
      title={props.state === 'unavailable' || props.state === 'plain' ? t('web:cards.notOnOffer') : undefined}
      data-card={props.id}
      data-state={props.state}
      onClick={props.onClick}
    >
      <span className="visually-hidden">{`${props.face.title} ${props.face.sub}`}</span>
      <span className="face-title" aria-hidden="true">
        {props.face.title}
      </span>
      <span className="face-sub" aria-hidden="true">
        {props.face.sub}
      </span>
    </button>
  );
}
