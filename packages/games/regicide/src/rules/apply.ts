import type { GameEvent, RuleError, Seat, Step } from '@tavern/engine';
import type { RegicideAction } from '../actions';
import { ruleError } from '../errors';
import type { RegicideState } from '../state';
import { resolvePlay } from './attack';
import { checkDefence, resolveDefence } from './defend';
import { canYield, currentHand, draft, finish, replaceAt, totalValue } from './draft';
import { checkJesterPower, resolveJesterPower } from './jester-power';
import { checkCardsInHand, playShape } from './play-shape';
import { startTurn, sufferDamage } from './turn';

const PHASE_WORDS = {
  play: 'it is time to play a card or yield',
  defend: 'you must first discard cards to cover the damage',
  chooseNext: 'you must first choose who goes next',
  won: 'the game is over',
  lost: 'the game is over',
} as const;

/**
 * Applies `action` by `seat`, or throws a RuleError before anything is built. Every check runs
 * against the untouched input; only then is a draft made and resolved.
 */
export function applyAction(state: RegicideState, seat: Seat, action: RegicideAction): Step<RegicideState> {
  if (state.phase === 'won' || state.phase === 'lost') throw ruleError('gameOver', {});
  if (seat !== state.current) throw ruleError('notYourTurn', { seat, current: state.current });
  const hand = currentHand(state) as RegicideState['inPlay'];
  switch (action.type) {
    case 'play': {
      if (state.phase !== 'play') throw phaseError(state, 'play');
      if (hand.length === 0) throw ruleError(state.jesterPowers === null ? 'mustYield' : 'jesterPowerOnly', {});
      checkCardsInHand(hand, action.cards, 'play');
      const shape = playShape(action.cards);
      const d = draft(state);
      resolvePlay(d, action.cards, shape);
      return done(d);
    }
    case 'yield': {
      if (state.phase !== 'play') throw phaseError(state, 'yield');
      if (state.numPlayers === 1) throw ruleError('yieldSolo', {});
      if (!canYield(state)) throw ruleError('yieldBlocked', {});
      const d = draft(state);
      d.yielded = replaceAt(state.yielded, seat, true);
      d.turns++;
      d.events.push({ type: 'yielded', seat });
      sufferDamage(d);
      return done(d);
    }
    case 'defend': {
      if (state.phase !== 'defend') throw phaseError(state, 'defend');
      const total = totalValue(hand);
      if (total < state.pendingDamage) throw ruleError('defendNeedsPower', { total, damage: state.pendingDamage });
      checkDefence(hand, action.cards, state.pendingDamage);
      const d = draft(state);
      resolveDefence(d, action.cards);
      return done(d);
    }
    case 'chooseNext': {
      if (state.phase !== 'chooseNext') throw phaseError(state, 'chooseNext');
      const next = action.next;
      if (!Number.isInteger(next) || next < 0 || next >= state.numPlayers) {
        throw ruleError('noSuchSeat', { next, players: state.numPlayers });
      }
      const d = draft(state);
      d.events.push({ type: 'nextChosen', seat, next });
      startTurn(d, next);
      return done(d);
    }
    case 'useJesterPower': {
      checkJesterPower(state);
      if (state.phase !== 'play' && state.phase !== 'defend') throw phaseError(state, 'useJesterPower');
      const d = draft(state);
      resolveJesterPower(d);
      return done(d);
    }
    default:
      return unknown(action);
  }
}

const MOVE_WORDS: Readonly<Record<RegicideAction['type'], string>> = {
  play: 'play cards',
  yield: 'yield',
  defend: 'discard to cover damage',
  chooseNext: 'choose the next player',
  useJesterPower: 'use a Jester power',
};

/** The move and phase as codes (`move`, `phaseCode`) for the catalogues, and in English for logs. */
function phaseError(state: RegicideState, move: RegicideAction['type']): RuleError {
  return ruleError('wrongPhase', { action: MOVE_WORDS[move], phase: PHASE_WORDS[state.phase], move, phaseCode: state.phase });
}

function unknown(action: never): never {
  throw ruleError('unknownAction', { type: String((action as { type?: unknown }).type) });
}

function done(d: ReturnType<typeof draft>): Step<RegicideState> {
  const events: readonly GameEvent[] = d.events;
  return { state: finish(d), events };
}
