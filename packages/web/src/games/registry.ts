import { genericUi } from './generic/generic-ui';
import { godsGambitUi } from './gods-gambit/gods-gambit-ui';
import { regicideUi } from './regicide/regicide-ui';
import { saboteurUi } from './saboteur/saboteur-ui';
import { sanguoshaUi } from './sanguosha/sanguosha-ui';
import type { GameUi } from './types';

/** A game's presentation and the choice slots its table draws itself (the move panel lists the rest). */
interface Entry {
  readonly ui: GameUi;
  readonly tableSlots: readonly string[];
}

const GAMES = new Map<string, Entry>([
  ['regicide', { ui: regicideUi, tableSlots: ['cards'] }],
  ['gods-gambit', { ui: godsGambitUi, tableSlots: ['card'] }],
  ['saboteur', { ui: saboteurUi, tableSlots: ['card', 'rotation', 'cell', 'target'] }],
  ['sanguosha', { ui: sanguoshaUi, tableSlots: ['cards', 'targets'] }],
]);
const generics = new Map<string, GameUi>();

/** The presentation of a game, or the generic one for a game without its own. */
export function gameUiFor(id: string): GameUi {
  const known = GAMES.get(id);
  if (known !== undefined) return known.ui;
  let generic = generics.get(id);
  if (generic === undefined) {
    generic = genericUi(id);
    generics.set(id, generic);
  }
  return generic;
}

/** The slots a game's table draws itself. */
export function tableSlotsOf(ui: GameUi): readonly string[] {
  return GAMES.get(ui.id)?.tableSlots ?? [];
}
