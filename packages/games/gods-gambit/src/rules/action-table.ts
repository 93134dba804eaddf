import type { Action } from '../actions';
import { ALL_CARD_IDS, cardInfo, COLOURS, type CardInfo } from '../cards';

/**
 * Every action a legal-action list can hold, built once and frozen, so that `legalActions` (called
 * at every step of a search) hands out shared objects instead of allocating new ones. Each object
 * has exactly the keys, in exactly the order, the rules used to build them with.
 */
export interface CardActions {
  /** The printed card, so that one lookup serves the rules and the actions. */
  readonly info: CardInfo;
  /** Field plays: one, or one per colour for a wild card (in COLOURS order). */
  readonly playField: readonly Action[];
  /** The skill play, or null for a card without a skill (a Believer). */
  readonly playSkill: Action | null;
  /** Extra plays: one, or one per colour for a wild card. */
  readonly extraPlay: readonly Action[];
  /** A Defense answer without a redirect. */
  readonly defend: Action;
  /** Avatar answers, indexed by the redirected seat. */
  readonly defendRedirect: readonly Action[];
  readonly haunt: Action;
}

/** Seats an action may name (the schema's 0-5). */
const SEATS = [0, 1, 2, 3, 4, 5] as const;

function cardActions(card: string): CardActions {
  const info = cardInfo(card);
  const wild = info.kind === 'wild';
  return Object.freeze({
    info,
    playField: Object.freeze(
      wild
        ? COLOURS.map((colour): Action =>
            Object.freeze({ type: 'play', card, to: 'field', colour }),
          )
        : [Object.freeze<Action>({ type: 'play', card, to: 'field' })],
    ),
    playSkill:
      info.skill === 'none' ? null : Object.freeze<Action>({ type: 'play', card, to: 'skill' }),
    extraPlay: Object.freeze(
      wild
        ? COLOURS.map((colour): Action => Object.freeze({ type: 'extraPlay', card, colour }))
        : [Object.freeze<Action>({ type: 'extraPlay', card })],
    ),
    defend: Object.freeze<Action>({ type: 'defend', card }),
    defendRedirect: Object.freeze(
      SEATS.map((redirect): Action => Object.freeze({ type: 'defend', card, redirect })),
    ),
    haunt: Object.freeze<Action>({ type: 'haunt', card }),
  });
}

const BY_CARD = new Map<string, CardActions>(ALL_CARD_IDS.map((card) => [card, cardActions(card)]));

/** The shared actions of a card (a valid card id). */
export function actionsOf(card: string): CardActions {
  const actions = BY_CARD.get(card);
  if (actions === undefined) throw new RangeError(`unknown Gods' Gambit card id "${card}"`);
  return actions;
}

/** Actions that name no card. */
export const SIMPLE = Object.freeze({
  draw: Object.freeze<Action>({ type: 'draw' }),
  noPlay: Object.freeze<Action>({ type: 'noPlay' }),
  useSkill: Object.freeze<Action>({ type: 'useSkill' }),
  declineSkill: Object.freeze<Action>({ type: 'declineSkill' }),
  stop: Object.freeze<Action>({ type: 'stop' }),
  declineDefense: Object.freeze<Action>({ type: 'declineDefense' }),
  startRound: Object.freeze<Action>({ type: 'startRound' }),
});

/** Colour choices under a wild initial field card, in COLOURS order. */
export const CHOOSE_COLOUR: readonly Action[] = Object.freeze(
  COLOURS.map((colour): Action => Object.freeze({ type: 'chooseColour', colour })),
);

/** Magician declarations, in COLOURS order. */
export const USE_SKILL_COLOUR: readonly Action[] = Object.freeze(
  COLOURS.map((colour): Action => Object.freeze({ type: 'useSkill', colour })),
);

/** Targeted declarations, indexed by the target seat. */
export const USE_SKILL_TARGET: readonly Action[] = Object.freeze(
  SEATS.map((target): Action => Object.freeze({ type: 'useSkill', target })),
);
