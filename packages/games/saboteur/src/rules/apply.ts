/** `apply`: validation in the spec's order (§3.9), then the action's effect. */
import { ENGINE_ERROR_CODES, RuleError, type CardId, type GameEvent, type Seat, type Step } from '@tavern/engine';
import { getCardInfo, type CardInfo } from '../cards';
import { saboteurError } from '../errors';
import { cardName, reference } from '../reference';
import { publicEvent } from '../events';
import { setupRound } from '../setup';
import type { Phase, SaboteurAction, SaboteurState } from '../state';
import {
  applyBrokenTool,
  applyDiscard,
  applyMap,
  applyRepair,
  applyRockfall,
  brokenToolError,
  mapError,
  repairError,
  rockfallError,
  seatName,
  targetError,
} from './action-cards';
import { applyPlacement, placementError } from './path';
import { passStack } from './round-end';

const PHASE_WORDS: Readonly<Record<Phase, string>> = {
  PLAYING: 'the round is being played',
  DISTRIBUTING: 'the gold is being handed out',
  ROUND_OVER: 'the round is over',
  GAME_OVER: 'the game is over',
};

const ACTION_WORDS: Readonly<Record<SaboteurAction['type'], string>> = {
  playPath: 'place a tunnel',
  playBrokenTool: 'break a tool',
  playRepair: 'repair a tool',
  playRockfall: 'play a rockfall',
  playMap: 'play a map',
  discard: 'discard',
  pickGold: 'pick gold',
  startNextRound: 'start the next round',
};

const NEEDED_KIND: Readonly<Record<string, { kind: CardInfo['kind']; words: string }>> = {
  playPath: { kind: 'tunnel', words: 'a tunnel card' },
  playBrokenTool: { kind: 'brokenTool', words: 'a broken-tool card' },
  playRepair: { kind: 'repair', words: 'a repair card' },
  playRockfall: { kind: 'rockfall', words: 'a rockfall card' },
  playMap: { kind: 'map', words: 'a map card' },
};

function phaseOf(action: SaboteurAction): Phase {
  if (action.type === 'pickGold') return 'DISTRIBUTING';
  if (action.type === 'startNextRound') return 'ROUND_OVER';
  return 'PLAYING';
}

/** Applies `action` by `seat`, or throws the RuleError of the first failed check. */
export function applyAction(state: SaboteurState, seat: Seat, action: SaboteurAction): Step<SaboteurState> {
  if (!(action.type in ACTION_WORDS)) {
    throw new RuleError(ENGINE_ERROR_CODES.unknownAction, { type: action.type }, 'That is not a move in Saboteur.');
  }
  if (phaseOf(action) !== state.phase) {
    throw saboteurError('WRONG_PHASE', { action: ACTION_WORDS[action.type], phase: PHASE_WORDS[state.phase], move: action.type, phaseCode: state.phase });
  }
  if (action.type === 'pickGold') return pickGold(state, seat, action.card);
  if (action.type === 'startNextRound') return startNextRound(state, seat);
  return playCard(state, seat, action);
}

type Result = { state: SaboteurState; events: GameEvent[] };

function pickGold(state: SaboteurState, seat: Seat, card: string): Result {
  const distribution = state.distribution;
  if (distribution === null || distribution.picker !== seat) {
    throw saboteurError('NOT_YOUR_TURN', { who: `${seatName(distribution?.picker ?? 0)} picks gold now`, situation: 'picksGold', whoSeat: distribution?.picker ?? 0 });
  }
  const pick = distribution.stack.find((c) => c === card);
  if (pick === undefined) throw saboteurError('CARD_NOT_IN_STACK', { card: reference.keyOfCard(card) === null ? 'that card' : cardName(card), cardId: reference.keyOfCard(card) === null ? '' : card });
  const events: GameEvent[] = [];
  return { state: passStack(state, seat, pick, events), events };
}

function startNextRound(state: SaboteurState, seat: Seat): Result {
  const starter = state.nextRoundStarter ?? seat;
  if (seat !== starter) throw saboteurError('NOT_YOUR_TURN', { who: `${seatName(starter)} starts the next round`, situation: 'startsRound', whoSeat: starter });
  const next = setupRound(state, state.round + 1, starter);
  return { state: next, events: [publicEvent('roundStarted', { round: next.round, starter })] };
}

function playCard(state: SaboteurState, seat: Seat, action: Exclude<SaboteurAction, { type: 'pickGold' | 'startNextRound' }>): Result {
  if (state.current !== seat) throw saboteurError('NOT_YOUR_TURN', { who: `it is ${seatName(state.current ?? 0)}'s turn`, situation: 'turn', whoSeat: state.current ?? 0 });
  const card = action.card;
  if (!(state.hands[seat] ?? []).includes(card as CardId)) {
    throw saboteurError('CARD_NOT_IN_HAND', {
      card: reference.keyOfCard(card) === null ? 'that card' : `a ${cardName(card).toLowerCase()}`,
      cardId: reference.keyOfCard(card) === null ? '' : card,
    });
  }
  if (action.type === 'discard') return applyDiscard(state, seat, card);
  const info = getCardInfo(card);
  const needed = NEEDED_KIND[action.type];
  if (info === undefined || needed === undefined || info.kind !== needed.kind) {
    throw saboteurError('WRONG_CARD_KIND', { card: cardName(card), needed: needed?.words ?? 'a card you can play', cardId: card, neededKind: needed?.kind ?? 'any' });
  }
  switch (action.type) {
    case 'playPath': {
      if (info.kind !== 'tunnel') break;
      const placement = { card, shape: info.shape, x: action.x, y: action.y, rotation: action.rotation };
      const error = placementError(state, seat, placement);
      if (error) throw error;
      return applyPlacement(state, seat, placement);
    }
    case 'playBrokenTool': {
      if (info.kind !== 'brokenTool') break;
      const error = targetError(state, action.target) ?? brokenToolError(state, action.target, info.tool);
      if (error) throw error;
      return applyBrokenTool(state, seat, card, action.target as Seat, info.tool);
    }
    case 'playRepair': {
      if (info.kind !== 'repair') break;
      const error = targetError(state, action.target) ?? repairError(state, card, info.tools, action.target, action.tool);
      if (error) throw error;
      const tool = info.tools.find((t) => t === action.tool);
      if (tool === undefined) break;
      return applyRepair(state, seat, card, action.target as Seat, tool);
    }
    case 'playRockfall': {
      const error = rockfallError(state, action.x, action.y);
      if (error) throw error;
      return applyRockfall(state, seat, card, action.x, action.y);
    }
    case 'playMap': {
      const error = mapError(state, action.x, action.y);
      if (error) throw error;
      return applyMap(state, seat, card, action.x, action.y);
    }
  }
  throw saboteurError('WRONG_CARD_KIND', { card: cardName(card), needed: needed.words, cardId: card, neededKind: needed.kind });
}
