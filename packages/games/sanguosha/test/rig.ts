import type { CardId, FrameId, Seat } from '@tavern/engine';
import { scenario } from '@tavern/engine/test-kit';
import { DECK, type CardName } from '../src/cards';
import { game } from '../src/index';
import { advance } from '../src/rules/advance';
import { beginEvents, takeEvents } from '../src/rules/events';
import { generalDef } from '../src/generals';
import type { Action, Frame, JudgeEntry, Player, Role, SgsState } from '../src/types';
import { emptyPlayer } from '../src/setup';

/** One seat of a rigged scenario (spec §9.0: unlisted areas are empty, HP full). */
export interface SeatSpec {
  readonly role: Role;
  readonly general?: string;
  readonly hp?: number;
  readonly dead?: boolean;
  readonly hand?: readonly string[];
  readonly weapon?: string;
  readonly armor?: string;
  readonly plus?: string;
  readonly minus?: string;
  readonly judge?: readonly string[];
  readonly chained?: boolean;
}

/** A rigged table: seats, the top of the draw pile, and where the turn is. */
export interface RigSpec {
  readonly seats: readonly SeatSpec[];
  readonly drawPile?: readonly string[];
  readonly current: number;
  /** 'play': the current player's play_action is pending; 'turnStart': just before the turn begins. */
  readonly at: 'play' | 'turnStart';
}

/** Builds a state directly (spec §5.7), then runs it to its first decision. */
export function rig(spec: RigSpec): SgsState {
  const counts: Record<string, number> = {};
  const n = spec.seats.length;
  const placed = new Set<string>();
  const players: Player[] = spec.seats.map((seat) => {
    counts[seat.role] = (counts[seat.role] ?? 0) + 1;
    const token = seat.role === 'lord' ? 'role:lord' : `role:${seat.role}#${counts[seat.role]}`;
    const general = seat.general ?? null;
    const maxHp = general === null ? 3 : generalDef(general).maxHp + (seat.role === 'lord' && n >= 5 ? 1 : 0);
    const all = [...(seat.hand ?? []), ...(seat.judge ?? []), seat.weapon, seat.armor, seat.plus, seat.minus];
    for (const card of all) if (card !== undefined) placed.add(card);
    return {
      ...emptyPlayer(token, spec.seats.length),
      general, alive: seat.dead !== true, chained: seat.chained === true, revealed: seat.role === 'lord' || seat.dead === true,
      hp: seat.hp ?? maxHp, maxHp, hand: (seat.hand ?? []) as CardId[],
      equip: {
        weapon: (seat.weapon ?? null) as CardId | null, armor: (seat.armor ?? null) as CardId | null,
        plus: (seat.plus ?? null) as CardId | null, minus: (seat.minus ?? null) as CardId | null,
      },
      judge: (seat.judge ?? []).map((card): JudgeEntry => ({ card: card as CardId, as: card.split(':')[0] as CardName })),
    };
  });
  for (const card of spec.drawPile ?? []) placed.add(card);
  const rest = DECK.map((card) => card.id).filter((id) => !placed.has(id));
  const current = spec.current as Seat;
  const stack: Frame[] = [
    { kind: 'game', id: 0 as FrameId, parent: null, ret: null, step: 'turns', next: current },
    spec.at === 'play'
      ? { kind: 'turn', id: 1 as FrameId, parent: 0 as FrameId, ret: null, seat: current, step: 'discard' }
      : { kind: 'turn', id: 1 as FrameId, parent: 0 as FrameId, ret: null, seat: current, step: 'begin' },
  ];
  if (spec.at === 'play') stack.push({ kind: 'play', id: 2 as FrameId, parent: 1 as FrameId, ret: null, seat: current, step: 'ask' });
  const state: SgsState = {
    rng: [1, 2, 3, 4], numPlayers: n, options: { deck: 'standard_ex' }, players,
    drawPile: [...(spec.drawPile ?? []), ...rest] as CardId[], discardPile: [], processing: [], looking: null,
    turn: {
      seat: current, number: 1, phase: spec.at === 'play' ? 'play' : 'none', skipped: [], kills: 0, drawCount: 2,
      turnFlags: {}, phaseFlags: {},
    },
    stack, nextFrameId: 3, pending: [], result: null,
  };
  beginEvents();
  const ready = advance(state);
  takeEvents();
  return ready;
}

/** Starts a scenario on a rigged table. */
export function table(spec: RigSpec) {
  return scenario(game, rig(spec));
}

/** Action builders (Hanab Live's testActions). */
export const act = {
  use: (cards: string[], targets: number[] = [], as?: CardName, via: string | null = null): Action => ({
    type: 'useCard', cards: cards as CardId[], as: as ?? (cards[0]?.split(':')[0] as CardName), via, targets: targets as Seat[],
  }),
  respond: (cards: string[], via: string | null = null): Action => ({ type: 'respond', cards: cards as CardId[], via }),
  pass: { type: 'pass' } as Action,
  end: { type: 'endPhase' } as Action,
  invoke: (cards: string[] = [], targets: number[] = []): Action => ({ type: 'invoke', cards: cards as CardId[], targets: targets as Seat[] }),
  select: (card: string): Action => ({ type: 'selectCard', card: card as CardId }),
  pickCard: (card: string): Action => ({ type: 'pickCard', card: card as CardId }),
  pickHand: (slot: number): Action => ({ type: 'pickHand', slot }),
  option: (option: string): Action => ({ type: 'chooseOption', option }),
  skill: (skill: string, cards: string[] = [], targets: number[] = []): Action => ({
    type: 'useSkill', skill, cards: cards as CardId[], targets: targets as Seat[],
  }),
  respondSkill: (skill: string): Action => ({ type: 'respondSkill', skill }),
  general: (general: string): Action => ({ type: 'chooseGeneral', general }),
};

/** The pending prompt of a state. */
export function prompt(s: SgsState) {
  const frame = s.stack[s.stack.length - 1];
  return frame?.kind === 'prompt' ? frame : null;
}

/** Answers every pending Negate window with pass (all asked seats). */
export function passWindows(sc: ReturnType<typeof table>): void {
  for (;;) {
    const p = prompt(sc.state);
    if (p === null || p.ask.type !== 'negate') return;
    for (const seat of game.toAct(sc.state)) sc.act(seat, act.pass);
  }
}

/** A seat's hand. */
export function hand(s: SgsState, seat: number): readonly string[] {
  return s.players[seat]?.hand ?? [];
}

/** Answers the pending Negate window (one window) with pass from every asked seat. */
export function passWindow(sc: ReturnType<typeof table>): void {
  const p = prompt(sc.state);
  if (p === null || p.ask.type !== 'negate') return;
  for (const seat of game.toAct(sc.state)) sc.act(seat, act.pass);
}
