import { asCardId, asSeat, rngStateFromSeed, type CardId } from '@tavern/engine';
import { compareCards, maxHandSize } from '../src/cards';
import type { RegicideAction } from '../src/actions';
import type { Enemy, RegicideState } from '../src/state';

/** Card ids from spec notation: ids('8S 3C 10D') → ['8S', '3C', '10D']. */
export function ids(text: string): CardId[] {
  return text.split(/[\s,]+/).filter((t) => t.length > 0).map(asCardId);
}

/** What a scenario's Given block lists; everything else takes the §7.0 defaults. */
export interface Given {
  readonly players: number;
  readonly current?: number;
  readonly enemy: string;
  readonly damage?: number;
  readonly shieldRaw?: number;
  readonly immunityCancelled?: boolean;
  readonly inPlay?: string;
  readonly castle?: string;
  readonly tavern?: string;
  readonly discard?: string;
  /** One string of cards per seat. */
  readonly hands: readonly string[];
  readonly yielded?: readonly boolean[];
  readonly jesterPowers?: number;
}

/** A rigged state from a scenario's Given block (§7.0: partial states are allowed). */
export function rig(given: Given): RegicideState {
  const enemy: Enemy = {
    card: asCardId(given.enemy),
    damage: given.damage ?? 0,
    shieldRaw: given.shieldRaw ?? 0,
    immunityCancelled: given.immunityCancelled ?? false,
  };
  return {
    rng: rngStateFromSeed('rigged'),
    numPlayers: given.players,
    maxHandSize: maxHandSize(given.players),
    hands: given.hands.map((hand) => ids(hand).sort(compareCards)),
    castle: ids(given.castle ?? ''),
    enemy,
    inPlay: ids(given.inPlay ?? ''),
    tavern: ids(given.tavern ?? ''),
    tavernKnownTop: 0,
    discard: ids(given.discard ?? ''),
    current: asSeat((given.current ?? 1) - 1),
    phase: 'play',
    pendingDamage: 0,
    yielded: given.yielded ?? given.hands.map(() => false),
    jesterPowers: given.players === 1 ? (given.jesterPowers ?? 2) : null,
    lossReason: null,
    soloGrade: null,
    enemiesDefeated: 0,
    turns: 0,
  };
}

/** A multiset of cards as a sorted list, for comparing hands and unordered segments. */
export function bag(cards: readonly string[]): string[] {
  return [...cards].sort();
}

/** Action builders in spec words. */
export const play = (cards: string): RegicideAction => ({ type: 'play', cards: ids(cards) });
export const defend = (cards: string): RegicideAction => ({ type: 'defend', cards: ids(cards) });
export const yieldTurn: RegicideAction = { type: 'yield' };
export const useJesterPower: RegicideAction = { type: 'useJesterPower' };
export const chooseNext = (player: number): RegicideAction => ({ type: 'chooseNext', next: asSeat(player - 1) });
