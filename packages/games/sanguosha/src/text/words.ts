import { isLanguage, type Seat, type TextContext } from '@tavern/engine';
import { cardLabel, findCard, type CardName } from '../cards';
import { GENERALS } from '../generals';
import { SANGUOSHA_WORDS } from '../reference';
import type { SanguoshaWords } from '../reference/words';
import { getSkill } from '../skills/registry';
import { HIDDEN_CARD } from '../view';

type Params = Readonly<Record<string, string | number>>;

const GENERAL_NAME = new Map(GENERALS.map((g) => [g.id, g.name]));

/**
 * Sanguosha's words for one reader: sentences from the `sanguosha` catalogue, and card, skill and
 * role names from the game's reference in the catalogue's language (`reference.language`), so each
 * name exists once, in the reference.
 */
export interface Words {
  /** A sentence of the `sanguosha` catalogue. */
  readonly say: (key: string, params?: Params) => string;
  /** A seat's display name ("Player n" without one). */
  readonly nameOf: (seat: unknown) => string;
  /** A card's title ("Kill"). */
  readonly title: (name: CardName) => string;
  /** A physical card: title, suit and rank ("Kill ♠7"); a hidden card in words. */
  readonly card: (id: string) => string;
  /** Several cards ("Kill ♠7, Dodge ♥2"), or their count when unknown. */
  readonly cards: (value: unknown, fallbackCount?: number) => string;
  /** A skill's name ("Wusheng"), or a card's title when a card's effect is the reason. */
  readonly skill: (id: string) => string;
  /** A general's name (pinyin in every language). */
  readonly general: (id: string | null) => string;
  /** A role token ("role:rebel#2") or plain role as its one name ("Rebel"). */
  readonly role: (token: string | null) => string;
  /** Names joined as a list ("Ann, Bo and Cy"). */
  readonly list: (items: readonly string[], joiner?: 'and' | 'or') => string;
  /** The reference words of this language. */
  readonly reference: SanguoshaWords;
}

// A log of hundreds of lines is worded on every update: one Words per reader's context.
const CACHE = new WeakMap<TextContext, Words>();

/** The words of `context` for Sanguosha. */
export function wordsOf(context: TextContext): Words {
  const cached = CACHE.get(context);
  if (cached !== undefined) return cached;
  const words = makeWords(context);
  CACHE.set(context, words);
  return words;
}

function makeWords(context: TextContext): Words {
  const say = (key: string, params?: Params): string => context.t(`sanguosha:${key}`, params);
  const language = say('reference.language');
  const reference = SANGUOSHA_WORDS[isLanguage(language) ? language : 'en'];
  const card = (id: string): string => {
    const def = findCard(id);
    if (def === undefined) return id === HIDDEN_CARD ? reference.hiddenCard : say('card.some');
    // The suit and rank ("♠7") follow the title in every language.
    return `${reference.cardTitles[def.name]} ${cardLabel(id).split(' ').slice(-1).join('')}`;
  };
  const list = (items: readonly string[], joiner: 'and' | 'or' = 'and'): string => {
    if (items.length <= 1) return items[0] ?? '';
    return say(`list.${joiner}`, { first: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' });
  };
  return {
    say,
    nameOf: (seat) => {
      const index = typeof seat === 'number' ? seat : 0;
      return context.names[index] ?? say('seat.player', { n: index + 1 });
    },
    title: (name) => reference.cardTitles[name],
    card,
    cards: (value, fallbackCount = 0) => {
      const ids = Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];
      return ids.length > 0 ? ids.map(card).join(', ') : say('count.cards', { count: fallbackCount });
    },
    skill: (id) => {
      const named = reference.skills[id]?.name;
      if (named !== undefined) return named.split(' (')[0] ?? named;
      if (id in reference.cardTitles) return reference.cardTitles[id as CardName];
      return getSkill(id)?.title ?? say('card.some');
    },
    general: (id) => (id === null ? say('view.choosing') : (GENERAL_NAME.get(id) ?? say('view.unknownGeneral'))),
    role: (token) => {
      const key = token?.replace(/^role:/, '').split('#')[0] ?? '';
      return reference.terms[`role.${key}`]?.name ?? say('view.roleHidden');
    },
    list,
    reference,
  };
}

/** Does this skill work only for the Lord (a lord skill, spec §2.2)? */
export function isLordSkill(id: string): boolean {
  return getSkill(id)?.lord === true;
}

/** Seats as a list of names. */
export function seatList(seats: readonly Seat[] | readonly number[], w: Words): string {
  return w.list(seats.map((seat) => w.nameOf(seat)));
}
