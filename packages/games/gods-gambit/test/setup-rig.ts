import type { RngState } from '@tavern/engine';
import { createRng, rngStateFromSeed } from '@tavern/engine';
import { scenario } from '@tavern/engine/test-kit';
import { ALL_CARD_IDS } from '../src/cards';
import { game } from '../src/game';
import { dealRound, openRound } from '../src/rules/round-start';
import { draftOf, type Draft } from '../src/state';
import { A, B, rig, type GG } from './rig';

function blankDraft(seats: number, firstPlayer: number): Draft {
  const d = draftOf(rig({ seats, next: firstPlayer, field: 'W5/W', hands: [] }));
  d.firstPlayer = firstPlayer as Draft['firstPlayer'];
  return d;
}

/** A deck (top first) with the named cards at the given 1-based positions, the rest in printed order. */
export function stackedDeck(placed: Readonly<Record<number, string>>): string[] {
  const fixed = new Set(Object.values(placed));
  const rest = ALL_CARD_IDS.filter((id) => !fixed.has(id));
  const deck: string[] = [];
  for (let position = 1; position <= ALL_CARD_IDS.length; position++) {
    const card = placed[position] ?? rest.shift();
    if (card === undefined) throw new Error('stacked deck ran short');
    deck.push(card);
  }
  return deck;
}

/**
 * S-06's round: 3 seats, first player B; position 4 and 22 are Trumpets, 23 the Dragon, the other two
 * Trumpets deeper; B gets K1, K5, MAG, R3, W2, U4.
 */
export function dealtScenario(): { s: GG; deck: string[] } {
  const deck = stackedDeck({
    1: 'K1#1',
    4: 'TR#1',
    7: 'K5#1',
    10: 'MAG#1',
    13: 'R3#1',
    16: 'W2#1',
    19: 'U4#1',
    22: 'TR#2',
    23: 'DRA#1',
    60: 'TR#3',
    104: 'TR#4',
  });
  const d = blankDraft(3, B);
  if (!dealRound(d, deck)) throw new Error('S-06 deck should not void the round');
  openRound(d, []);
  return { s: scenario(game, d), deck };
}

/**
 * S-07: the stacked deck voids the round (false), and a generator state whose first shuffle voids a
 * 2-player round for first player A (to watch the engine redeal).
 */
export function voidingRngState(): { voidDeck: boolean; redeal: RngState } {
  const deck = stackedDeck({ 3: 'TR#1', 6: 'TR#2', 9: 'TR#3', 15: 'TR#4' });
  const voidDeck = dealRound(blankDraft(2, A), deck);
  // Found by searching seeds "void:0", "void:1", ...: the first whose shuffle voids the round.
  const redeal = rngStateFromSeed('void:5137');
  if (dealRound(blankDraft(2, A), createRng(redeal).shuffle(ALL_CARD_IDS)))
    throw new Error('seed no longer voids');
  return { voidDeck, redeal };
}
