import { useTranslation } from 'react-i18next';
import { frenchCardShort, parseFrenchCard, suitSymbol } from './french-card';

/** How a card in a hand responds: on offer, chosen, or not leading to a legal move. */
export type CardState = 'offered' | 'selected' | 'unavailable' | 'plain';

function Face(props: { readonly id: string }) {
  const { t } = useTranslation();
  const card = parseFrenchCard(props.id);
  if (card.suit === null) {
    return (
      <>
        <span className="corner">★</span>
        <span className="pip">{t('web:cards.jester')}</span>
        <span className="corner" aria-hidden="true" />
      </>
    );
  }
  return (
    <>
      <span className="corner">{card.rank}</span>
      <span className="pip">{suitSymbol(card.suit)}</span>
      <span className="corner">{card.rank}</span>
    </>
  );
}

/** The accessible name of a card: "7♠" or "Jester". */
export function useCardLabel(): (id: string) => string {
  const { t } = useTranslation();
  return (id) => frenchCardShort(parseFrenchCard(id)) ?? t('web:cards.jester');
}

function colourClass(id: string): string {
  const { suit } = parseFrenchCard(id);
  return suit === 'H' || suit === 'D' ? 'red' : suit === null ? 'jester' : 'black';
}

/** A face-up card drawn with CSS from its id. */
export function PlayingCard(props: { readonly id: string; readonly big?: boolean }) {
  const label = useCardLabel()(props.id);
  return (
    <span className={`card ${colourClass(props.id)}${props.big === true ? ' big' : ''}`} role="img" aria-label={label} data-card={props.id}>
      <Face id={props.id} />
    </span>
  );
}

/** A card in the player's hand: a button whose look says whether it leads to a legal move. */
export function HandCard(props: { readonly id: string; readonly state: CardState; readonly onClick: () => void }) {
  const { t } = useTranslation();
  const label = useCardLabel()(props.id);
  return (
    <button
      type="button"
      className={`card ${colourClass(props.id)} ${props.state}`}
      aria-pressed={props.state === 'selected'}
      title={props.state === 'unavailable' || props.state === 'plain' ? t('web:cards.notOnOffer') : undefined}
      data-card={props.id}
      data-state={props.state}
      onClick={props.onClick}
    >
      {/* The name is the button's text; the drawn face is decoration for sighted players. */}
      <span className="visually-hidden">{label}</span>
      <span className="card-face" aria-hidden="true">
        <Face id={props.id} />
      </span>
    </button>
  );
}
