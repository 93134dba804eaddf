import { InvariantError, type CardId, type Seat } from '@tavern/engine';
import type { Frame, SgsState } from '../types';
import { runDamage, pushDamage } from '../frames/damage';
import { runDying } from '../frames/dying';
import { runGame } from '../frames/game';
import { pushJudge, runJudge } from '../frames/judge';
import { pushNegate, runNegate } from '../frames/negate';
import { runRequest } from '../frames/request';
import { runScript } from '../frames/script';
import { pushTrigger, runTrigger } from '../frames/trigger';
import { runJudgePhase, runPlay, runTurn } from '../frames/turn';
import { runUse } from '../frames/use';
import { playAction } from './play-action';

/** The macrostep loop's hard cap: no legal game needs this many automatic steps between decisions. */
export const ADVANCE_CAP = 20000;

/**
 * Runs automatic steps until the top frame awaits a decision or the game ends (style point 12).
 * Queued movement triggers (Lianying, Xiaoji) fire before the next step of the interrupted frame.
 */
export function advance(state: SgsState): SgsState {
  let s = state;
  for (let i = 0; ; i++) {
    if (s.result !== null) return s;
    if (i >= ADVANCE_CAP) {
      const kinds = s.stack.map((f) => `${f.kind}#${f.id}${'step' in f ? `@${f.step}` : ''}`).join(' > ');
      throw new InvariantError(`advance did not settle after ${ADVANCE_CAP} steps; frames: ${kinds}`);
    }
    const first = s.pending[0];
    if (first !== undefined) {
      s = { ...s, pending: s.pending.slice(1) };
      s = pushTrigger(s, first.point, null, first.seat);
      continue;
    }
    const frame = s.stack[s.stack.length - 1];
    if (frame === undefined) throw new InvariantError('the decision stack is empty but the game is not over');
    if (frame.kind === 'prompt') return s;
    s = step(s, frame);
  }
}

function step(s: SgsState, frame: Exclude<Frame, { kind: 'prompt' }>): SgsState {
  switch (frame.kind) {
    case 'game': return runGame(s, frame);
    case 'turn': return runTurn(s, frame);
    case 'judgePhase': return runJudgePhase(s, frame, pushNegate, pushJudge, strikeLightning);
    case 'play': return runPlay(s, frame, playAction);
    case 'use': return runUse(s, frame);
    case 'request': return runRequest(s, frame);
    case 'negate': return runNegate(s, frame);
    case 'judge': return runJudge(s, frame);
    case 'damage': return runDamage(s, frame);
    case 'dying': return runDying(s, frame);
    case 'trigger': return runTrigger(s, frame);
    case 'script': return runScript(s, frame);
  }
}

function strikeLightning(s: SgsState, seat: Seat, card: CardId): SgsState {
  // spec §4.5: 3 thunder damage with no source, caused by the Lightning card.
  return pushDamage(s, null, seat, 3, { name: 'lightning', cards: [card], via: null }, 'thunder');
}
