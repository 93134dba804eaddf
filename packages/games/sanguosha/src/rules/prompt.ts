import type { Seat } from '@tavern/engine';
import type { Ask, PromptFrame, SgsState } from '../types';
import { push } from './ops';

/** Pushes a prompt frame asking `asked` (style point 11). */
export function ask(s: SgsState, asked: readonly Seat[], what: Ask, quorum: 'each' | 'one' = 'one'): SgsState {
  return push<PromptFrame>(s, { kind: 'prompt', ask: what, asked, quorum, answers: {} });
}

/** Pushes an incremental own-card choice (`choose_cards`): one `selectCard` per card, `finish` when optional. */
export function askSelect(
  s: SgsState,
  seat: Seat,
  reason: string,
  min: number,
  max: number,
  areas: readonly ('hand' | 'equip')[] = ['hand'],
): SgsState {
  return ask(s, [seat], { type: 'select', reason, min, max, areas, picked: [] });
}
