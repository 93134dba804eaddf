import type { GameState, Seat } from '@tavern/engine';
import type { SearchHints } from '../ismcts/search-hints';

/** The parts of a Sanguosha player the evaluation reads (spec §2), checked at run time. */
interface PlayerLike {
  /** A role token: "role:lord", "role:loyalist#1", "role:rebel#2", "role:spy#1". */
  readonly role: string;
  readonly alive: boolean;
  readonly hp: number;
  readonly hand: readonly string[];
  readonly equip: Readonly<Record<string, string | null>>;
}

function playersOf(state: unknown): readonly PlayerLike[] | null {
  const players = (state as { players?: unknown }).players;
  if (!Array.isArray(players) || players.length === 0) return null;
  const first = players[0] as Partial<PlayerLike>;
  return typeof first.role === 'string' && typeof first.hp === 'number' && Array.isArray(first.hand)
    ? (players as PlayerLike[])
    : null;
}

type Side = 'lord' | 'rebel' | 'spy';
const sideOf = (role: string): Side =>
  role.startsWith('role:rebel') ? 'rebel' : role.startsWith('role:spy') ? 'spy' : 'lord';

/** A living player's fighting strength: health, then cards in hand and equipment in play. */
function strength(player: PlayerLike): number {
  if (!player.alive) return 0;
  let equipment = 0;
  for (const card of Object.values(player.equip)) if (card !== null) equipment++;
  return Math.max(0, player.hp) + 0.4 * player.hand.length + 0.3 * equipment;
}

/**
 * A role-aware team score: the lord's side (the lord counts half again: losing the lord loses
 * the game) against the rebels, as a share of their combined strength; the spy, who must outlast
 * everyone, scores its own strength against the stronger side's.
 */
function sanguoshaEvaluate(state: GameState, seat: Seat): number {
  const players = playersOf(state);
  const me = players?.[seat];
  if (players === null || me === undefined) return 0.5;
  let lordSide = 0;
  let rebels = 0;
  for (const player of players) {
    const side = sideOf(player.role);
    const value = strength(player) * (player.role.startsWith('role:lord') ? 1.5 : 1);
    if (side === 'lord') lordSide += value;
    else if (side === 'rebel') rebels += value;
  }
  const total = lordSide + rebels;
  switch (sideOf(me.role)) {
    case 'lord':
      return total > 0 ? lordSide / total : 0.5;
    case 'rebel':
      return total > 0 ? rebels / total : 0.5;
    case 'spy': {
      const own = strength(me);
      return own + Math.max(lordSide, rebels) > 0 ? (0.5 * own) / (own + Math.max(lordSide, rebels)) : 0;
    }
  }
}

/** Search hints for Sanguosha (game id "sanguosha"): capped heuristic rollouts, then team strength. */
export const sanguoshaHints: SearchHints<GameState, unknown> = {
  evaluate: sanguoshaEvaluate,
  maxRolloutDepth: 20,
  rootPrior: true,
};
