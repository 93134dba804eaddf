/** Card accounting and the hidden-value list for the conformance suite (spec §5.1). */
import type { Viewer } from '@tavern/engine';
import type { SaboteurState } from './state';

/** Every card id in every zone: roles, maze, hands, piles, tools in front of players, gold. */
export function allCards(state: SaboteurState): string[] {
  const out: string[] = [...state.roles, state.asideRole, ...state.drawPile, ...state.goldSupply];
  for (const hand of state.hands) out.push(...hand);
  for (const cell of state.maze) out.push(cell.card);
  for (const entry of state.discard) out.push(entry.card);
  for (const broken of state.broken) out.push(...Object.values(broken));
  for (const gold of state.gold) out.push(...gold);
  if (state.distribution) out.push(...state.distribution.stack);
  return out;
}

/** The ids `viewer` must not learn: others' hands, roles and gold, piles, unseen goals, the stack. */
export function hiddenValues(state: SaboteurState, viewer: Viewer): string[] {
  const seat = viewer === 'spectator' ? null : viewer;
  const roundOver = state.roundResult !== null;
  const gameOver = state.phase === 'GAME_OVER';
  const out: string[] = [...state.drawPile, ...state.goldSupply];
  for (let p = 0; p < state.playerCount; p++) {
    if (p === seat) continue;
    out.push(...(state.hands[p] ?? []));
    if (!roundOver) out.push(state.roles[p] ?? '');
    if (!gameOver) out.push(...(state.gold[p] ?? []));
  }
  if (!roundOver) out.push(state.asideRole);
  for (const entry of state.discard) if (entry.by !== null && entry.by !== seat) out.push(entry.card);
  if (state.distribution && state.distribution.picker !== seat) out.push(...state.distribution.stack);
  if (!roundOver) {
    const peeked = new Set(seat === null ? [] : (state.peeks[seat] ?? []).map((peek) => peek.card));
    for (const cell of state.maze) if (!cell.faceUp && !peeked.has(cell.card)) out.push(cell.card);
  }
  return out.filter((id) => id !== '');
}
