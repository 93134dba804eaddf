import type { GameDef, GameEvent, Outcome, Seat } from '@tavern/engine';
import { z } from 'zod';
import './skills/all-skills';
import { determinizeView } from './determinize';
import { roleOf } from './rules/death';
import { applyAction } from './rules/apply';
import { advance } from './rules/advance';
import { beginEvents, takeEvents } from './rules/events';
import { legalFor, pendingPrompt, seatsToAct, timeoutFor } from './rules/legal';
import { setup } from './setup';
import { OUTCOME_LABELS } from './outcome-labels';
import type { Action, Options, SgsState } from './types';
import { allCardsOf, hiddenValuesOf, viewOf, type SgsView } from './view';

const seat = z.number().int();
const cards = z.array(z.string());

/** The shape of an action (checked on untrusted input before the rules see it). */
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chooseGeneral'), general: z.string() }).strict(),
  z.object({ type: z.literal('useCard'), cards, as: z.string(), via: z.string().nullable(), targets: z.array(seat) }).strict(),
  z.object({ type: z.literal('useSkill'), skill: z.string(), cards, targets: z.array(seat) }).strict(),
  z.object({ type: z.literal('endPhase') }).strict(),
  z.object({ type: z.literal('respond'), cards, via: z.string().nullable() }).strict(),
  z.object({ type: z.literal('respondSkill'), skill: z.string() }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('invoke'), cards, targets: z.array(seat) }).strict(),
  z.object({ type: z.literal('selectCard'), card: z.string() }).strict(),
  z.object({ type: z.literal('finish') }).strict(),
  z.object({ type: z.literal('pickHand'), slot: z.number().int() }).strict(),
  z.object({ type: z.literal('pickCard'), card: z.string() }).strict(),
  z.object({ type: z.literal('chooseOption'), option: z.string() }).strict(),
  z.object({ type: z.literal('chooseSeat'), seat }).strict(),
  z.object({ type: z.literal('chooseSkill'), skill: z.string() }).strict(),
  z.object({ type: z.literal('place'), card: z.string(), where: z.enum(['top', 'bottom']) }).strict(),
]) as unknown as z.ZodType<Action>;

const optionsSchema = z.object({
  deck: z.enum(['standard_ex', 'standard']),
  generals: z.enum(['all', 'standard']).optional(),
}).strict();


function outcomeOf(s: SgsState): Outcome | null {
  if (s.result === null) return null;
  const stats: Record<string, number> = { turns: s.turn.number, deaths: s.players.filter((p) => !p.alive).length };
  for (const role of ['lord', 'loyalist', 'rebel', 'spy'] as const) {
    const seats = s.players.map((p, i) => ({ p, i })).filter(({ p }) => roleOf(p.role) === role);
    stats[`${role}Won`] = seats.some(({ i }) => s.result?.winners.includes(i as Seat) === true) ? 1 : 0;
  }
  stats['draw'] = s.result.kind === 'draw' ? 1 : 0;
  return { winners: s.result.winners, label: OUTCOME_LABELS[s.result.kind], stats };
}

/** Sanguosha (Three Kingdoms Kill), identity mode for 4-9 players. */
export const game: GameDef<SgsState, Action, SgsView, Options> = {
  id: 'sanguosha',
  name: 'Sanguosha',
  rulesVersion: '1',
  minPlayers: 4,
  maxPlayers: 9,
  maxSteps: 60000,
  defaultOptions: { deck: 'standard_ex', generals: 'all' },
  optionsSchema,
  actionSchema,
  setup(numPlayers, seedText, options) {
    beginEvents();
    const state = advance(setup(numPlayers, seedText, options));
    takeEvents();
    return state;
  },
  toAct: seatsToAct,
  // A prompt frame's id names the question: a window stays the same decision while seats answer it.
  decisionId: (state) => pendingPrompt(state)?.id ?? -1,
  legalActions: legalFor,
  apply(state, actor, action) {
    beginEvents();
    const next = applyAction(state, actor, action);
    // Each event already carries the visibility its rule stated (a move's `Reveal`, a draw's owner):
    // nothing scans the state afterwards to guess who may see a card (spec §6, style point 9).
    const events: GameEvent[] = takeEvents();
    return { state: next, events };
  },
  timeoutAction(state, actor) {
    return timeoutFor(state, actor);
  },
  view: viewOf,
  determinize: determinizeView,
  outcome: outcomeOf,
  allCards: allCardsOf,
  hiddenValues: hiddenValuesOf,
};

