/**
 * The parts of Regicide's view the table draws, as the server sends them (see the game package's
 * README). Read defensively: a view that does not look like this falls back to the generic panel.
 */
export interface RegicideEnemy {
  readonly card: string;
  readonly attack: number;
  readonly health: number;
  readonly damage: number;
  readonly shield: number;
  readonly immunityCancelled: boolean;
  readonly currentAttack: number;
}

/** Regicide as one seat sees it. */
export interface RegicideTableView {
  readonly numPlayers: number;
  readonly maxHandSize: number;
  readonly seat: number | null;
  readonly hand: readonly string[] | null;
  readonly handCounts: readonly number[];
  readonly enemy: RegicideEnemy | null;
  readonly inPlay: readonly string[];
  readonly castleCount: number;
  readonly tavernCount: number;
  readonly discardCount: number;
  readonly discardTop: string | null;
  readonly current: number;
  readonly phase: 'play' | 'defend' | 'chooseNext' | 'won' | 'lost';
  readonly pendingDamage: number;
  readonly yielded: readonly boolean[];
  readonly jesterPowers: number | null;
  readonly enemiesDefeated: number;
}

/** Is this view a Regicide view the table can draw? */
export function isRegicideView(view: unknown): view is RegicideTableView {
  if (typeof view !== 'object' || view === null) return false;
  const v = view as Partial<Record<keyof RegicideTableView, unknown>>;
  return Array.isArray(v.handCounts) && typeof v.phase === 'string' && Array.isArray(v.inPlay) && typeof v.castleCount === 'number';
}
