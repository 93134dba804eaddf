/** Broken tools, repairs, rockfalls, maps and discards (spec §3.5, §3.6). */
import { asCardId, type CardId, type GameEvent, type RuleError, type Seat } from '@tavern/engine';
import { isGoalPosition, type Tool, TOOLS } from '../cards';
import { saboteurError } from '../errors';
import { privateEvent, publicEvent } from '../events';
import { formatCell } from '../geometry';
import { cellAt } from '../maze';
import { cardName } from '../reference';
import type { BrokenTools, PlayRecord, SaboteurState } from '../state';
import { replaceAt, without } from './hand';
import { endTurn, type TurnPatch } from './turn';

type Result = { state: SaboteurState; events: GameEvent[] };

/** "P2", the way the table names a seat. */
export function seatName(seat: number): string {
  return `Player ${seat + 1}`;
}

/** UNKNOWN_PLAYER unless `target` is a seat at the table. */
export function targetError(state: SaboteurState, target: number): RuleError | null {
  return Number.isInteger(target) && target >= 0 && target < state.playerCount
    ? null
    : saboteurError('UNKNOWN_PLAYER', { target: Number.isInteger(target) ? target + 1 : -1 });
}

/** What putting `card` from `seat`'s hand anywhere changes, before the end of the turn. */
export function spend(state: SaboteurState, seat: Seat, card: string, count?: keyof PlayRecord): TurnPatch {
  const record = state.plays[seat];
  return {
    hands: replaceAt(state.hands, seat, without(state.hands[seat] ?? [], asCardId(card))),
    lastCardSeat: seat,
    turns: state.turns + 1,
    plays: count !== undefined && record ? replaceAt(state.plays, seat, bumped(record, count)) : state.plays,
    broken: state.broken,
    discard: state.discard,
    maze: state.maze,
    peeks: state.peeks,
  };
}

/** `record` with one more play of kind `count` (a literal, in the record's field order). */
export function bumped(record: PlayRecord, count: keyof PlayRecord): PlayRecord {
  return {
    paths: record.paths + (count === 'paths' ? 1 : 0),
    deadEnds: record.deadEnds + (count === 'deadEnds' ? 1 : 0),
    rockfalls: record.rockfalls + (count === 'rockfalls' ? 1 : 0),
    toolsBroken: record.toolsBroken + (count === 'toolsBroken' ? 1 : 0),
    repairs: record.repairs + (count === 'repairs' ? 1 : 0),
  };
}

/** TOOL_ALREADY_BROKEN check for a broken-tool card (after UNKNOWN_PLAYER). */
export function brokenToolError(state: SaboteurState, target: number, tool: Tool): RuleError | null {
  return state.broken[target]?.[tool] !== undefined
    ? saboteurError('TOOL_ALREADY_BROKEN', { target: seatName(target), tool: tool.toLowerCase(), targetSeat: target })
    : null;
}

/** Puts a broken-tool card in front of `target`. */
export function applyBrokenTool(state: SaboteurState, seat: Seat, card: string, target: Seat, tool: Tool): Result {
  const events = [publicEvent('brokenToolPlayed', { seat, card, target, tool })];
  const broken: BrokenTools = { ...state.broken[target], [tool]: asCardId(card) };
  const patch = spend(state, seat, card, 'toolsBroken');
  patch.broken = replaceAt(state.broken, target, broken);
  return { state: endTurn(state, seat, events, patch), events };
}

/** INVALID_TOOL, then NO_MATCHING_BROKEN_TOOL, for a repair card (after UNKNOWN_PLAYER). */
export function repairError(state: SaboteurState, card: string, tools: readonly Tool[], target: number, tool: string): RuleError | null {
  const named = TOOLS.find((t) => t === tool);
  if (named === undefined || !tools.includes(named)) {
    return saboteurError('INVALID_TOOL', {
      card: cardName(card).toLowerCase(),
      tool: tool.toLowerCase(),
      tools: tools.map((t) => `a ${t.toLowerCase()}`).join(' or '),
      cardId: card,
      toolCodes: tools.map((t) => t.toLowerCase()),
    });
  }
  return state.broken[target]?.[named] === undefined
    ? saboteurError('NO_MATCHING_BROKEN_TOOL', { target: seatName(target), tool: named.toLowerCase(), targetSeat: target })
    : null;
}

/** Repairs `tool` of `target`: the repair and the broken-tool card go to the discard pile. */
export function applyRepair(state: SaboteurState, seat: Seat, card: string, target: Seat, tool: Tool): Result {
  const removed = state.broken[target]?.[tool] as CardId;
  const events = [publicEvent('repairPlayed', { seat, card, target, tool, removed })];
  const { [tool]: _fixed, ...rest } = state.broken[target] ?? {};
  const patch = spend(state, seat, card, 'repairs');
  patch.broken = replaceAt(state.broken, target, rest);
  patch.discard = [...state.discard, { card: removed, by: null }, { card: asCardId(card), by: null }];
  return { state: endTurn(state, seat, events, patch), events };
}

/** INVALID_TARGET unless (x, y) holds a tunnel card (spec §3.5, E10). */
export function rockfallError(state: SaboteurState, x: number, y: number): RuleError | null {
  const cell = cellAt(state.maze, x, y);
  const where = formatCell(x, y);
  if (cell === undefined) return saboteurError('INVALID_TARGET', { reason: `a rockfall needs a tunnel card, and ${where} is empty`, why: 'rockfallEmpty', cell: where });
  if (cell.card === 'START' || cell.card.startsWith('GOAL')) {
    return saboteurError('INVALID_TARGET', {
      reason: `a rockfall can't remove the ${cell.card === 'START' ? 'start' : 'goal'} card at ${where}`,
      why: cell.card === 'START' ? 'rockfallStart' : 'rockfallGoal',
      cell: where,
    });
  }
  return null;
}

/** Removes the tunnel card at (x, y); both cards go to the discard pile, face known to all. */
export function applyRockfall(state: SaboteurState, seat: Seat, card: string, x: number, y: number): Result {
  const removed = cellAt(state.maze, x, y)?.card as CardId;
  const events = [publicEvent('rockfallPlayed', { seat, card, x, y, removed })];
  const patch = spend(state, seat, card, 'rockfalls');
  patch.maze = state.maze.filter((cell) => cell.x !== x || cell.y !== y);
  patch.discard = [...state.discard, { card: asCardId(card), by: null }, { card: removed, by: null }];
  return { state: endTurn(state, seat, events, patch), events };
}

/** INVALID_TARGET unless (x, y) holds a face-down goal card (spec §3.5, E25). */
export function mapError(state: SaboteurState, x: number, y: number): RuleError | null {
  const cell = isGoalPosition(x, y) ? cellAt(state.maze, x, y) : undefined;
  if (cell === undefined) return saboteurError('INVALID_TARGET', { reason: `a map looks at a goal card, and ${formatCell(x, y)} is not a goal position`, why: 'mapNotGoal', cell: formatCell(x, y) });
  if (cell.faceUp) return saboteurError('INVALID_TARGET', { reason: `the goal card at ${formatCell(x, y)} is already face up`, why: 'mapFaceUp', cell: formatCell(x, y) });
  return null;
}

/** `seat` looks at the goal at (x, y); everyone sees where, only `seat` sees what. */
export function applyMap(state: SaboteurState, seat: Seat, card: string, x: number, y: number): Result {
  const goal = cellAt(state.maze, x, y)?.card as CardId;
  const events = [privateEvent('mapPlayed', { seat, card, x, y }, { goal }, [seat])];
  const peeks = (state.peeks[seat] ?? []).filter((peek) => peek.x !== x || peek.y !== y);
  const patch = spend(state, seat, card);
  patch.peeks = replaceAt(state.peeks, seat, [...peeks, { x, y, card: goal }]);
  patch.discard = [...state.discard, { card: asCardId(card), by: null }];
  return { state: endTurn(state, seat, events, patch), events };
}

/** Puts a card face down on the discard pile; only `seat` knows which (spec §3.6). */
export function applyDiscard(state: SaboteurState, seat: Seat, card: string): Result {
  // Built literally (privateEvent's spreads, same fields in the same order): discards are frequent.
  const events: GameEvent[] = [{ type: 'cardDiscarded', seat, card, visibleTo: [seat], redacted: { type: 'cardDiscarded', seat } }];
  const patch = spend(state, seat, card);
  const discard = state.discard.slice();
  discard.push({ card: asCardId(card), by: seat });
  patch.discard = discard;
  return { state: endTurn(state, seat, events, patch), events };
}
