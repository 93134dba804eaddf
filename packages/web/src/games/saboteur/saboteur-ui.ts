import { nuggetValue } from '@tavern/saboteur/client';
import type { ChoiceStep } from '../../builder/model';
import { i18n } from '../../i18n';
import { genericActionWords, genericEventWords } from '../generic/generic-ui';
import type { GameUi, SeatNames, WireAction, WireEvent } from '../types';
import { cellValue, parseSaboteurCard } from './saboteur-cards';
import { SaboteurSummary } from './SaboteurSummary';
import { SaboteurTable } from './SaboteurTable';

const t = i18n.t.bind(i18n);

/** The fields of the Saboteur view the table reads. */
export interface SaboteurTableView {
  readonly round: number;
  readonly phase: string;
  readonly current: number | null;
  readonly me: {
    readonly seat: number;
    readonly role: string;
    readonly hand: readonly string[];
    readonly gold: readonly string[];
    readonly peeks: readonly { readonly x: number; readonly y: number; readonly card: string }[];
  } | null;
  readonly players: readonly {
    readonly seat: number;
    readonly handCount: number;
    readonly goldCount: number;
    readonly broken: Readonly<Record<string, string | undefined>>;
    readonly role: string | null;
    readonly mapped: readonly { readonly x: number; readonly y: number }[];
  }[];
  readonly maze: readonly { readonly x: number; readonly y: number; readonly kind: 'START' | 'TUNNEL' | 'GOAL'; readonly card?: string; readonly rotation?: number; readonly faceUp: boolean }[];
  readonly counts: { readonly drawPile: number; readonly discard: number; readonly goldSupply: number };
  readonly roundResult: { readonly winner: string } | null;
}

/** Is this a Saboteur view? */
export function isSaboteurView(view: unknown): view is SaboteurTableView {
  return typeof view === 'object' && view !== null && 'maze' in view && 'players' in view && 'counts' in view;
}

/** A card in words: "tunnel N-E-S" (side letters from the catalogue), "dead end N-E", "broken cart", "repair pickaxe/lantern", "rockfall", "map". */
export function saboteurCardLabel(id: string): string {
  const card = parseSaboteurCard(id);
  const sides = ['N', 'E', 'S', 'W']
    .filter((_, i) => (card.mask & (1 << i)) !== 0)
    .map((side) => t(`web:games.saboteur.sides.${side}`))
    .join('-');
  const tools = card.tools.map((tool) => t(`web:games.saboteur.toolNames.${tool}`, { defaultValue: tool.toLowerCase() })).join('/');
  switch (card.kind) {
    case 'tunnel':
      return t(card.connected ? 'web:games.saboteur.cards.tunnel' : 'web:games.saboteur.cards.deadEnd', { sides });
    case 'brokenTool':
      return t('web:games.saboteur.cards.brokenTool', { tools });
    case 'repair':
      return t('web:games.saboteur.cards.repair', { tools });
    case 'rockfall':
      return t('web:games.saboteur.cards.rockfall');
    case 'map':
      return t('web:games.saboteur.cards.map');
    case 'start':
      return t('web:games.saboteur.start');
    case 'goal':
      return card.gold ? t('web:games.saboteur.gold') : t('web:games.saboteur.coal');
    case 'unknown':
      return goldLabel(id);
  }
}

/** A gold card in words ("3 nuggets"); any other card the table cannot read is an unknown card. */
function goldLabel(id: string): string {
  return id.startsWith('NUG') ? t('web:games.saboteur.nuggets', { count: nuggetValue(id) }) : t('web:games.saboteur.cards.unknown');
}

/** A goal named by where it lies: the top, middle or bottom goal (rows −2, 0 and 2). */
function goalPlace(y: number): string {
  return t(`web:games.saboteur.summary.places.${y < 0 ? 'top' : y > 0 ? 'bottom' : 'middle'}`);
}

function num(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

function decompose(action: WireAction): readonly ChoiceStep[] {
  const card = typeof action['card'] === 'string' ? action['card'] : '';
  const at = () => cellValue(num(action['x']), num(action['y']));
  switch (action.type) {
    case 'playPath':
      return [
        { slot: 'card', kind: 'one', value: card },
        { slot: 'rotation', kind: 'one', value: String(num(action['rotation'])) },
        { slot: 'cell', kind: 'one', value: at() },
      ];
    case 'playRockfall':
    case 'playMap':
      return [
        { slot: 'card', kind: 'one', value: card },
        { slot: 'cell', kind: 'one', value: at() },
      ];
    case 'playBrokenTool':
    case 'playRepair':
      return [
        { slot: 'card', kind: 'one', value: card },
        { slot: 'target', kind: 'one', value: String(num(action['target'])) },
      ];
    case 'discard':
      return [{ slot: 'card', kind: 'one', value: card }];
    default:
      return [];
  }
}

function nameOf(names: SeatNames, seat: unknown): string {
  return typeof seat === 'number' ? (names[seat] ?? t('web:room.seat', { n: seat + 1 })) : '';
}

function describeAction(action: WireAction, _view: unknown, names: SeatNames): string {
  const card = typeof action['card'] === 'string' ? saboteurCardLabel(action['card']) : '';
  const x = num(action['x']);
  const y = num(action['y']);
  switch (action.type) {
    case 'playPath':
      return t(num(action['rotation']) === 180 ? 'web:games.saboteur.actions.playPathTurned' : 'web:games.saboteur.actions.playPath', { card, x, y });
    case 'playRockfall':
      return t('web:games.saboteur.actions.playRockfall', { x, y });
    case 'playMap':
      return t('web:games.saboteur.actions.playMap', { place: goalPlace(y) });
    case 'playBrokenTool':
      return t('web:games.saboteur.actions.playBrokenTool', { card, name: nameOf(names, action['target']) });
    case 'playRepair':
      return t('web:games.saboteur.actions.playRepair', {
        tool: t(`web:games.saboteur.toolNames.${String(action['tool'])}`, { defaultValue: String(action['tool']) }),
        name: nameOf(names, action['target']),
      });
    case 'discard':
      return t('web:games.saboteur.actions.discard', { card });
    case 'pickGold':
      return t('web:games.saboteur.actions.pickGold', { card: goldLabel(String(action['card'])) });
    case 'startNextRound':
      return t('web:games.saboteur.actions.startNextRound');
    default:
      return genericActionWords(action);
  }
}

function describeEvent(event: WireEvent, _view: unknown, names: SeatNames): string | null {
  const name = nameOf(names, event['seat']);
  const card = typeof event['card'] === 'string' ? saboteurCardLabel(event['card']) : '';
  const x = num(event['x']);
  const y = num(event['y']);
  switch (event.type) {
    case 'pathPlaced':
      return t('web:games.saboteur.events.pathPlaced', { name, card, x, y });
    case 'goalRevealed':
      return t('web:games.saboteur.events.goalRevealed', { card, place: goalPlace(y) });
    case 'brokenToolPlayed':
      return t('web:games.saboteur.events.brokenToolPlayed', { name, target: nameOf(names, event['target']), card });
    case 'repairPlayed':
      return t('web:games.saboteur.events.repairPlayed', { name, target: nameOf(names, event['target']) });
    case 'rockfallPlayed':
      return t('web:games.saboteur.events.rockfallPlayed', { name, x, y });
    case 'mapPlayed':
      return typeof event['goal'] === 'string'
        ? t('web:games.saboteur.events.mapPlayedSeen', { name, place: goalPlace(y), card: saboteurCardLabel(event['goal']) })
        : t('web:games.saboteur.events.mapPlayed', { name, place: goalPlace(y) });
    case 'cardDiscarded':
      return t('web:games.saboteur.events.cardDiscarded', { name });
    case 'cardDrawn':
      return null;
    case 'roundEnded':
      return t(event['winner'] === 'SABOTEURS' ? 'web:games.saboteur.events.roundEndedSaboteurs' : 'web:games.saboteur.events.roundEndedDiggers');
    case 'roundStarted':
      return t('web:games.saboteur.events.roundStarted', { round: num(event['round']) });
    case 'autoPassed':
      return t('web:games.saboteur.events.autoPassed', { name });
    case 'goldStacked':
      return t('web:games.saboteur.events.goldStacked', { count: num(event['size']), name: nameOf(names, event['picker']) });
    case 'goldPicked':
    case 'goldAutoGiven':
      return typeof event['card'] === 'string'
        ? t('web:games.saboteur.events.goldPickedSeen', { name, count: nuggetValue(event['card']), nuggets: nuggetValue(event['card']) })
        : t('web:games.saboteur.events.goldPicked', { name });
    case 'saboteurPaid':
      return t('web:games.saboteur.events.saboteurPaid', { name, count: num(event['count']) });
    case 'gameEnded': {
      const totals = Array.isArray(event['totals']) ? (event['totals'] as unknown[]) : [];
      const winners = Array.isArray(event['winners']) ? (event['winners'] as unknown[]) : [];
      const best = Math.max(0, ...totals.map(num));
      return t('web:games.saboteur.events.gameEnded', { names: winners.map((seat) => nameOf(names, seat)).join(', '), count: best });
    }
    default:
      return genericEventWords(event);
  }
}

/** Saboteur in the browser. */
export const saboteurUi: GameUi = {
  id: 'saboteur',
  decompose,
  describeAction,
  describeEvent,
  describeChoice: (slot, value) =>
    slot === 'rotation' || /^(0|180)$/.test(value)
      ? `${value}°`
      : slot === 'cell' || /^-?\d+,-?\d+$/.test(value)
        ? `(${value})`
        : saboteurCardLabel(value),
  prompt: saboteurPrompt,
  explainClick(_state, slot, value) {
    // A card not on offer (out of turn): discarding it is what the click would mean; the rules say why not.
    return slot === 'card' ? { type: 'discard', card: value } : null;
  },
  isSecondary: (action) => action.type === 'discard',
  Table: SaboteurTable,
  Summary: SaboteurSummary,
};

/** The tools broken in front of the viewer, in words ("pickaxe and cart"), or null. */
function myBrokenTools(view: SaboteurTableView): string | null {
  const me = view.me;
  const mine = me === null ? undefined : view.players.find((player) => player.seat === me.seat);
  const broken = Object.entries(mine?.broken ?? {})
    .filter(([, card]) => card !== undefined)
    .map(([tool]) => t(`web:games.saboteur.toolNames.${tool}`, { defaultValue: tool.toLowerCase() }));
  return broken.length === 0 ? null : broken.join(t('web:games.saboteur.and'));
}

/** What to do now at the Saboteur table, including why only Discard is offered for a tunnel. */
function saboteurPrompt(view: unknown, _legal: readonly WireAction[], chosen: readonly string[]): string | null {
  if (!isSaboteurView(view)) return null;
  if (view.phase === 'DISTRIBUTING') return t('web:games.saboteur.prompts.pickGold');
  if (view.phase === 'ROUND_OVER') return t('web:games.saboteur.prompts.nextRound');
  if (view.phase !== 'PLAYING') return null;
  const broken = myBrokenTools(view);
  const first = chosen[0];
  if (first === undefined) {
    return broken === null ? t('web:games.saboteur.prompts.turn') : t('web:games.saboteur.prompts.turnBroken', { tools: broken });
  }
  const card = parseSaboteurCard(first);
  switch (card.kind) {
    case 'tunnel':
      return broken === null ? t('web:games.saboteur.prompts.placeTunnel') : t('web:games.saboteur.prompts.tunnelBroken', { tools: broken });
    case 'brokenTool':
      return t('web:games.saboteur.prompts.breakTool');
    case 'repair':
      return t('web:games.saboteur.prompts.repairTool');
    case 'rockfall':
      return t('web:games.saboteur.prompts.rockfall');
    case 'map':
      return t('web:games.saboteur.prompts.map');
    case 'goal':
    case 'start':
    case 'unknown':
      return t('web:games.saboteur.prompts.discardOnly');
  }
}
