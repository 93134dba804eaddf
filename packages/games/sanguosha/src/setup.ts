import { createRng, rngStateFromSeed, type Seat } from '@tavern/engine';
import { deckIds } from './cards';
import { GENERALS } from './generals';
import { isGeneralPlayable } from './skills/registry';
import type { GameFrame, Options, Player, Role, SgsState } from './types';
import type { FrameId } from '@tavern/engine';

/** Role counts per player count (§1.1): loyalists, rebels; always one lord and one spy. */
const ROLE_TABLE: Readonly<Record<number, readonly [number, number]>> = {
  4: [1, 1], 5: [1, 2], 6: [1, 3], 7: [2, 3], 8: [2, 4], 9: [3, 4],
};

/** The role tokens of an N-player game: unique strings such as "role:rebel#2" (§6, leak checks). */
export function roleTokens(numPlayers: number): string[] {
  const [loyalists, rebels] = ROLE_TABLE[numPlayers] ?? [1, 1];
  const out = ['role:lord', 'role:spy#1'];
  for (let i = 1; i <= loyalists; i++) out.push(`role:loyalist#${i}`);
  for (let i = 1; i <= rebels; i++) out.push(`role:rebel#${i}`);
  return out;
}

/** The generals that may be offered: all implemented ones, or the Standard 25 (option `generals`, §2.1). */
export function generalPool(options: Options): string[] {
  const standardOnly = options.generals === 'standard';
  return GENERALS.filter((g) => (standardOnly ? g.pack === 'standard' : isGeneralPlayable(g.id))).map((g) => g.id);
}

/** An empty seat. */
export function emptyPlayer(role: string, numPlayers: number): Player {
  return {
    role, revealed: role === 'role:lord', general: null, offer: [], alive: true, hp: 0, maxHp: 0, hand: [], known: [],
    equip: { weapon: null, armor: null, plus: null, minus: null }, judge: [], faceDown: false, chained: false,
    dying: false, usedLimited: [], buqu: [], conduct: new Array<number>(numPlayers).fill(0),
  };
}

/** Setup (§3.1): roles dealt, the lord's offer made, the deck shuffled; general choice comes first. */
export function setup(numPlayers: number, seed: string, options: Options): SgsState {
  if (numPlayers < 4 || numPlayers > 9) throw new RangeError('Sanguosha identity mode needs 4 to 9 players');
  const rng = createRng(rngStateFromSeed(seed));
  const roles = rng.shuffle(roleTokens(numPlayers));
  const players = roles.map((role) => emptyPlayer(role, numPlayers));
  const lord = roles.indexOf('role:lord') as Seat;
  const others = rng.shuffle(generalPool(options).filter((id) => !['cao_cao', 'liu_bei', 'sun_quan'].includes(id)));
  const offer = ['cao_cao', 'liu_bei', 'sun_quan', ...others.slice(0, 2)];
  players[lord] = { ...(players[lord] as Player), offer };
  const drawPile = rng.shuffle(deckIds(options.deck));
  const root: GameFrame = { kind: 'game', id: 0 as FrameId, parent: null, ret: null, step: 'lord', next: lord };
  const state: SgsState = {
    rng: rng.state(), numPlayers, options, players, drawPile, discardPile: [], processing: [], looking: null,
    turn: { seat: lord, number: 0, phase: 'none', skipped: [], kills: 0, drawCount: 2, turnFlags: {}, phaseFlags: {} },
    stack: [root], nextFrameId: 1, pending: [], result: null,
  };
  return state;
}

/** Role names for display. */
export const ROLE_TITLE: Readonly<Record<Role, string>> = {
  lord: 'Lord', loyalist: 'Loyalist', rebel: 'Rebel', spy: 'Spy',
};
