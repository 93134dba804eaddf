import { cardInfo, type CardInfo, type Colour } from '../cards';

/**
 * Does `card` match the field (spec §3.2)? Wild cards match anything; otherwise the card's colour is
 * the current colour, or both it and the field card are common cards with the same number.
 */
export function matchesField(card: string, fieldCard: string, colour: Colour): boolean {
  const info = cardInfo(card);
  if (info.kind === 'wild') return true;
  if (info.colour === colour) return true;
  return matchesFieldInfo(info, cardInfo(fieldCard), colour);
}

/** `matchesField` on printed cards already looked up (loops over a hand look the field up once). */
export function matchesFieldInfo(info: CardInfo, field: CardInfo, colour: Colour): boolean {
  if (info.kind === 'wild') return true;
  if (info.colour === colour) return true;
  return info.kind === 'common' && field.kind === 'common' && field.number === info.number;
}

/** The field card of a pile whose top is its last element. */
export function topOf(fieldPile: readonly string[]): string {
  const top = fieldPile[fieldPile.length - 1];
  if (top === undefined) throw new RangeError('the field pile is empty');
  return top;
}
