/**
 * `determinize`: a full state consistent with one seat's view (spec §5; house style point 10).
 * Hidden parts are sampled uniformly: other roles and the aside card, unseen goal cards, other hands,
 * the draw pile, others' face-down discards, others' gold and the gold supply.
 */
import { asCardId, asSeat, type CardId, type Rng, type Seat } from '@tavern/engine';
import { GOAL_CARDS, NUGGET_CARDS, PLAYING_DECK, roleDeck, roleOf, type Role } from './cards';
import type { DiscardEntry, MazeCell, Peek, SaboteurState } from './state';
import { EMPTY_TALLY } from './state';
import type { SaboteurView } from './view-types';

/** Takes `count` items from the front of `pool` (which shrinks). */
function take<T>(pool: T[], count: number): T[] {
  return pool.splice(0, count);
}

function assignRoles(view: SaboteurView, seat: Seat, rng: Rng): { roles: CardId[]; aside: CardId } {
  const deck = roleDeck(view.playerCount).map(asCardId);
  const byRole = (role: Role): CardId[] => deck.filter((card) => roleOf(card) === role);
  const result = view.roundResult;
  if (result !== null) {
    // Roles are public now: give out role ids by value, in seat order.
    const pools: Record<Role, CardId[]> = { GOLD_DIGGER: byRole('GOLD_DIGGER'), SABOTEUR: byRole('SABOTEUR') };
    const roles = result.roles.map((role) => pools[role].shift() as CardId);
    return { roles, aside: pools[result.asideRole].shift() as CardId };
  }
  const own = view.me?.role ?? 'GOLD_DIGGER';
  const mine = byRole(own)[0] as CardId;
  const others = rng.shuffle(deck.filter((card) => card !== mine));
  const roles = Array.from({ length: view.playerCount }, (_, p) => (p === seat ? mine : (others.shift() as CardId)));
  return { roles, aside: others.shift() as CardId };
}

function buildMaze(view: SaboteurView, rng: Rng): MazeCell[] {
  const known = new Map<string, CardId>();
  for (const goal of view.roundResult?.goals ?? view.me?.peeks ?? []) known.set(`${goal.x},${goal.y}`, goal.card);
  const shown = new Set<string>([...known.values(), ...view.maze.flatMap((cell) => (cell.card ? [cell.card] : []))]);
  const unseenGoals = rng.shuffle(GOAL_CARDS.filter((card) => !shown.has(card)).map(asCardId));
  return view.maze.map((cell): MazeCell => {
    if (cell.faceUp && cell.card !== undefined) {
      return { x: cell.x, y: cell.y, card: cell.card, rotation: cell.rotation ?? 0, faceUp: true };
    }
    const card = known.get(`${cell.x},${cell.y}`) ?? unseenGoals.shift() ?? asCardId('');
    return { x: cell.x, y: cell.y, card, rotation: 0, faceUp: false };
  });
}

/** A state that `seat` cannot tell apart from the real one. */
export function determinize(view: SaboteurView, seat: Seat, rng: Rng): SaboteurState {
  const n = view.playerCount;
  const me = view.me;
  const ownHand = me?.hand ?? [];
  const { roles, aside } = assignRoles(view, seat, rng);
  const maze = buildMaze(view, rng);

  // Playing cards nobody has shown this seat go to others' hands, the draw pile and face-down discards.
  const visible = new Set<string>([
    ...ownHand,
    ...view.discardKnown,
    ...maze.map((cell) => cell.card),
    ...view.players.flatMap((player) => Object.values(player.broken)),
  ]);
  const pool = rng.shuffle(PLAYING_DECK.filter((card) => !visible.has(card)).map(asCardId));
  const hands = view.players.map((player, p) => (p === seat ? ownHand : take(pool, player.handCount)));
  const unknownDiscards = view.counts.discard - view.discardKnown.length;
  const discard: DiscardEntry[] = [
    // Known discards keep their order; whose they were does not change this seat's view.
    ...view.discardKnown.map((card): DiscardEntry => ({ card, by: null })),
    ...take(pool, unknownDiscards).map((card): DiscardEntry => ({ card, by: asSeat((seat + 1) % n) })),
  ];
  const drawPile = take(pool, view.counts.drawPile);

  const gameOver = view.phase === 'GAME_OVER';
  const ownGold = me?.gold ?? [];
  const stackSeen = view.distribution?.stack ?? null;
  const seenGold = new Set<string>([
    ...ownGold,
    ...(stackSeen ?? []),
    ...(gameOver ? view.players.flatMap((player) => player.gold ?? []) : []),
  ]);
  const goldPool = rng.shuffle(NUGGET_CARDS.filter((card) => !seenGold.has(card)).map(asCardId));
  const gold = view.players.map((player, p) =>
    p === seat ? ownGold : player.gold !== null ? player.gold : take(goldPool, player.goldCount),
  );
  const distribution = view.distribution && {
    finder: view.distribution.finder,
    picker: view.distribution.picker,
    stack: stackSeen ?? take(goldPool, view.distribution.stackSize),
  };
  const goldSupply = take(goldPool, view.counts.goldSupply);

  const result = view.roundResult;
  const peeks = view.players.map((player, p): Peek[] =>
    p === seat ? [...(me?.peeks ?? [])] : player.mapped.map((pos) => ({ ...pos, card: cellCard(maze, pos.x, pos.y) })),
  );
  return {
    rng: rng.state(),
    playerCount: n,
    round: view.round,
    phase: view.phase,
    current: view.current,
    roles,
    asideRole: aside,
    hands,
    drawPile,
    discard,
    maze,
    broken: view.players.map((player) => player.broken),
    peeks,
    gold,
    goldSupply,
    lastCardSeat: view.lastCardSeat,
    distribution,
    roundResult: result && {
      winner: result.winner,
      finder: result.finder,
      roles: result.roles,
      asideRole: result.asideRole,
      goals: result.goals,
      // Others' cards received this round are the last ones they hold.
      received: result.received.map((entry, p) => entry.cards ?? (gold[p] ?? []).slice((gold[p] ?? []).length - entry.count)),
    },
    nextRoundStarter: view.nextRoundStarter,
    winners: view.winners,
    plays: view.players.map((player) => player.plays),
    turns: 0,
    tally: { ...EMPTY_TALLY, minerRoundsWon: view.roundsWon.goldDiggers, saboteurRoundsWon: view.roundsWon.saboteurs },
  };
}

function cellCard(maze: readonly MazeCell[], x: number, y: number): CardId {
  return maze.find((cell) => cell.x === x && cell.y === y)?.card ?? asCardId('');
}
