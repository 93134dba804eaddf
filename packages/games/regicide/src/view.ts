import type { CardId, Seat, Viewer } from '@tavern/engine';
import { inDisplayOrder } from './cards';
import { currentAttack, effectiveShield, enemyStats } from './rules/draft';
import type { LossReason, Phase, RegicideState, SoloGrade } from './state';

/** The current enemy as everyone sees it (§3.13: all of it is public). */
export interface EnemyView {
  readonly card: CardId;
  readonly attack: number;
  readonly health: number;
  readonly damage: number;
  readonly shieldRaw: number;
  /** The shield that counts now (0 against an immune ♠ enemy). */
  readonly shield: number;
  readonly immunityCancelled: boolean;
  /** The damage it would deal now: attack − shield, at least 0. */
  readonly currentAttack: number;
}

/**
 * What one seat (or a spectator) may see (§3.13). Hands other than the viewer's are counts; the
 * Tavern is a count plus the exact-killed enemies known to lie on top of it; the Castle is a count
 * plus the (publicly deducible) set of enemies still in it, sorted so its order stays hidden.
 */
export interface RegicideView {
  readonly numPlayers: number;
  readonly maxHandSize: number;
  /** The viewing seat, or null for a spectator. */
  readonly seat: Seat | null;
  /** The viewer's hand, sorted; null for a spectator. */
  readonly hand: readonly CardId[] | null;
  /** Every seat's hand size (public, §3.13). */
  readonly handCounts: readonly number[];
  readonly enemy: EnemyView | null;
  readonly inPlay: readonly CardId[];
  readonly castleCount: number;
  /** Enemies still in the Castle, sorted (never in Castle order). */
  readonly castleEnemies: readonly CardId[];
  readonly tavernCount: number;
  /** Exact-killed enemies on top of the Tavern, top first: public until drawn (§3.13). */
  readonly tavernTop: readonly CardId[];
  /** How many cards the discard pile holds (§3.13: countable, not browsable). */
  readonly discardCount: number;
  /** The discard pile's top card, the only one a player may look at (§3.13). */
  readonly discardTop: CardId | null;
  readonly current: Seat;
  readonly phase: Phase;
  readonly pendingDamage: number;
  readonly yielded: readonly boolean[];
  readonly jesterPowers: number | null;
  readonly lossReason: LossReason | null;
  readonly soloGrade: SoloGrade | null;
  readonly enemiesDefeated: number;
  readonly turns: number;
}

// The Castle is never in display order (each rank is shuffled), so its view is a sorted copy. It
// changes only when an enemy is defeated while views are built for every seat after every action:
// the copy of the last Castle seen is kept (states are immutable, so the same array means the
// same cards).
let lastCastle: readonly CardId[] | null = null;
let lastCastleShown: readonly CardId[] = [];

function castleInDisplayOrder(castle: readonly CardId[]): readonly CardId[] {
  if (castle !== lastCastle) {
    lastCastleShown = inDisplayOrder(castle);
    lastCastle = castle;
  }
  return lastCastleShown;
}

/** The view of `viewer`: an explicit whitelist of fields per zone, never a copy with secrets removed. */
export function viewOf(state: RegicideState, viewer: Viewer): RegicideView {
  const enemy = state.enemy;
  const seat = viewer === 'spectator' ? null : viewer;
  const own = seat === null ? undefined : state.hands[seat];
  return {
    numPlayers: state.numPlayers,
    maxHandSize: state.maxHandSize,
    seat,
    hand: own === undefined ? null : inDisplayOrder(own),
    handCounts: state.hands.map((hand) => hand.length),
    enemy:
      enemy === null
        ? null
        : {
            card: enemy.card,
            attack: enemyStats(enemy).attack,
            health: enemyStats(enemy).health,
            damage: enemy.damage,
            shieldRaw: enemy.shieldRaw,
            shield: effectiveShield(enemy),
            immunityCancelled: enemy.immunityCancelled,
            currentAttack: currentAttack(enemy),
          },
    inPlay: state.inPlay,
    castleCount: state.castle.length,
    castleEnemies: castleInDisplayOrder(state.castle),
    tavernCount: state.tavern.length,
    tavernTop: state.tavern.slice(0, state.tavernKnownTop),
    discardCount: state.discard.length,
    discardTop: state.discard[0] ?? null,
    current: state.current,
    phase: state.phase,
    pendingDamage: state.pendingDamage,
    yielded: state.yielded,
    jesterPowers: state.jesterPowers,
    lossReason: state.lossReason,
    soloGrade: state.soloGrade,
    enemiesDefeated: state.enemiesDefeated,
    turns: state.turns,
  };
}

/**
 * Card ids `viewer` has never seen (§3.13): other players' hands and the unknown part of the Tavern.
 * The discard pile is not among them: every card in it was seen as it landed there, so the log may
 * name it (§3.13), although the view shows only the pile's count and top card.
 */
export function hiddenCards(state: RegicideState, viewer: Viewer): CardId[] {
  const out: CardId[] = [];
  state.hands.forEach((hand, seat) => {
    if (seat !== viewer) out.push(...hand);
  });
  for (let i = state.tavernKnownTop; i < state.tavern.length; i++) out.push(state.tavern[i] as CardId);
  return out;
}

/** Every card in every zone (the conservation check's multiset). */
export function allCardsOf(state: RegicideState): CardId[] {
  const out: CardId[] = [...state.castle, ...state.inPlay, ...state.tavern, ...state.discard];
  if (state.enemy !== null) out.push(state.enemy.card);
  for (const hand of state.hands) out.push(...hand);
  return out;
}
