/** How Saboteur reads in a terminal: the maze as a grid of tunnel glyphs, hands, tools and gold. */
import type { GameEvent, TextContext, TextPresenter, Viewer } from '@tavern/engine';
import { getCardInfo, nuggetValue, TOOLS, type Role } from './cards';
import { pathCell, pathGlyph, toolName } from './labels';
import { indexMaze } from './maze';
import { mazeOfView } from './bot/reading';
import { cardName } from './reference';
import type { SaboteurAction } from './state';
import type { MazeEntryView, SaboteurView } from './view-types';

const ROLE_WORDS: Readonly<Record<Role, string>> = { GOLD_DIGGER: 'gold-digger', SABOTEUR: 'saboteur' };
/** Display names by seat; a seat without one is "Player n" (counted from 1). */
export type SeatNames = readonly string[];

function nameOf(seat: unknown, names: SeatNames): string {
  const index = typeof seat === 'number' ? seat : 0;
  return names[index] ?? `Player ${index + 1}`;
}

function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

const at = (x: unknown, y: unknown): string => `(${numberOf(x)},${numberOf(y)})`;

const GOAL_ROWS: Readonly<Record<number, string>> = { [-2]: 'top', 0: 'middle', 2: 'bottom' };

/** "(8,-2), the top goal" for goal positions, "(3,1)" elsewhere. */
function where(x: unknown, y: unknown): string {
  const row = numberOf(x) === 8 ? GOAL_ROWS[numberOf(y)] : undefined;
  return row === undefined ? at(x, y) : `${at(x, y)}, the ${row} goal`;
}

/** A path card with its glyph as laid: "┼ Crossing". */
function pathWords(card: string, rotation: number): string {
  return `${pathGlyph(card, rotation)} ${cardName(card)}`;
}

function nuggets(cards: readonly string[]): number {
  return cards.reduce((sum, card) => sum + nuggetValue(card), 0);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Identical cards once, with a count: "Crossing ×2, Map". */
function grouped(labels: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, count]) => (count > 1 ? `${label} ×${count}` : label)).join(', ');
}

function handLabel(card: string): string {
  const info = getCardInfo(card);
  return info?.kind === 'tunnel' ? pathWords(card, 0) : cardName(card);
}

function cellText(cell: MazeEntryView, view: SaboteurView): string {
  if (cell.kind === 'START') return '─S─';
  if (!cell.faceUp) {
    const peek = view.me?.peeks.find((p) => p.x === cell.x && p.y === cell.y);
    return peek === undefined ? '[?]' : peek.card === 'GOAL-GOLD' ? '[$]' : '[c]';
  }
  if (cell.card === 'GOAL-GOLD') return '─$─';
  return pathCell(cell.card ?? '', cell.rotation ?? 0);
}

/** The maze as a grid with x across the top and y down the side; · marks cells a tunnel may extend to. */
export function renderMaze(view: SaboteurView): string {
  const frontier = indexMaze(mazeOfView(view)).frontier;
  const xs = [...view.maze.map((c) => c.x), ...frontier.map((c) => c.x)];
  const ys = [...view.maze.map((c) => c.y), ...frontier.map((c) => c.y)];
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const cells = new Map(view.maze.map((c) => [`${c.x},${c.y}`, c]));
  const open = new Set(frontier.map((c) => `${c.x},${c.y}`));
  const lines = [`    ${Array.from({ length: maxX - minX + 1 }, (_, i) => String(minX + i).padStart(2).padEnd(3)).join('')}`.trimEnd()];
  for (let y = minY; y <= maxY; y++) {
    let line = `${String(y).padStart(3)} `;
    for (let x = minX; x <= maxX; x++) {
      const cell = cells.get(`${x},${y}`);
      line += cell !== undefined ? cellText(cell, view) : open.has(`${x},${y}`) ? ' · ' : '   ';
    }
    lines.push(line.trimEnd());
  }
  return lines.join('\n');
}

function phaseLine(view: SaboteurView, names: SeatNames): string {
  const head = `Round ${view.round} of 3`;
  const counts = `draw pile ${view.counts.drawPile} · discard ${view.counts.discard} · gold supply ${view.counts.goldSupply}`;
  switch (view.phase) {
    case 'PLAYING':
      return `${head} · ${nameOf(view.current, names)} to play · ${counts}`;
    case 'DISTRIBUTING':
      return `${head} · the gold was found · ${nameOf(view.distribution?.picker, names)} picks from ${plural(view.distribution?.stackSize ?? 0, 'gold card')}`;
    case 'ROUND_OVER':
      return `${head} is over · ${nameOf(view.nextRoundStarter, names)} starts the next round`;
    case 'GAME_OVER':
      return `Game over · ${(view.winners ?? []).length === 1 ? 'winner' : 'winners'}: ${(view.winners ?? []).map((seat) => nameOf(seat, names)).join(', ')}`;
  }
}

function playerLines(view: SaboteurView, viewer: Viewer, names: SeatNames): string[] {
  return view.players.map((player) => {
    const you = player.seat === viewer ? ` (you, ${ROLE_WORDS[view.me?.role ?? 'GOLD_DIGGER']})` : '';
    const role = player.role !== null && player.seat !== viewer ? ` (${ROLE_WORDS[player.role]})` : '';
    const broken = TOOLS.filter((tool) => player.broken[tool] !== undefined).map(toolName);
    const gold = player.gold !== null ? `gold ${nuggets(player.gold)}` : `gold ${plural(player.goldCount, 'card')}`;
    const tools = broken.length === 0 ? 'tools ok' : `broken: ${broken.join(', ')}`;
    return `${`${nameOf(player.seat, names)}${you}${role}`.padEnd(30)} ${plural(player.handCount, 'card').padStart(8)}  ${gold.padEnd(12)} ${tools}`;
  });
}

/** The whole table for one viewer. */
export function renderView(view: SaboteurView, viewer: Viewer, words: TextContext): string {
  const { names } = words;
  const out = [phaseLine(view, names), '', renderMaze(view), '', ...playerLines(view, viewer, names)];
  const me = view.me;
  if (me !== null) {
    out.push('', `Your hand: ${me.hand.length === 0 ? 'empty' : grouped(me.hand.map(handLabel))}`);
    if (me.peeks.length > 0) out.push(`Your maps: ${me.peeks.map((p) => `${where(p.x, p.y)} is ${cardName(p.card)}`).join('; ')}`);
    if (me.gold.length > 0) out.push(`Your gold: ${plural(nuggets(me.gold), 'nugget')}`);
  }
  const stack = view.distribution?.stack;
  if (stack) out.push(`Gold to pick from: ${grouped(stack.map(cardName))}`);
  const result = view.roundResult;
  if (result !== null) {
    const winner = result.winner === 'GOLD_DIGGERS' ? `the gold-diggers won (gold found by ${nameOf(result.finder, names)})` : 'the saboteurs won';
    out.push('', `This round ${winner}. Set-aside role: ${ROLE_WORDS[result.asideRole]}.`);
    out.push(`Goals: ${result.goals.map((g) => `${where(g.x, g.y)}: ${cardName(g.card)}`).join('; ')}`);
  }
  out.push('', 'Positions are (column,row): columns across the top, rows down the side. Legend: ─┼─ tunnel, ━╋━ dead end, ─S─ ladder (start), [?] face-down goal ([$]/[c]: your map says gold/coal), · open to build');
  return out.join('\n');
}

function whose(target: number, view: SaboteurView, names: SeatNames): string {
  return target === view.me?.seat ? 'your own' : `${nameOf(target, names)}'s`;
}

/** An action as a menu line, e.g. "Place ┼ Crossing at (3,-1), turned upside down". */
export function describeAction(action: SaboteurAction, view: SaboteurView, words: TextContext): string {
  const { names } = words;
  switch (action.type) {
    case 'playPath': {
      const turned = action.rotation === 180 ? ', turned upside down' : '';
      return `Place ${pathWords(action.card, action.rotation)} at ${where(action.x, action.y)}${turned}`;
    }
    case 'playBrokenTool': {
      const info = getCardInfo(action.card);
      const tool = info?.kind === 'brokenTool' ? toolName(info.tool) : 'tool';
      return `Break ${whose(action.target, view, names)} ${tool}`;
    }
    case 'playRepair':
      return `Repair ${whose(action.target, view, names)} ${toolName(action.tool)} (${cardName(action.card)})`;
    case 'playRockfall': {
      const cell = view.maze.find((c) => c.x === action.x && c.y === action.y);
      const removed = cell?.card !== undefined ? pathWords(cell.card, cell.rotation ?? 0) : 'the tunnel';
      return `Rockfall: remove ${removed} at ${where(action.x, action.y)}`;
    }
    case 'playMap':
      return `Map: look at the goal card at ${where(action.x, action.y)}`;
    case 'discard':
      return `Pass, discarding ${handLabel(action.card)} face down`;
    case 'pickGold':
      return `Take ${cardName(action.card)}`;
    case 'startNextRound':
      return `Start round ${view.round + 1}`;
  }
}

/** An event as a log line (seats by name), or null when it is not worth one. */
export function describeEvent(event: GameEvent, _view: SaboteurView | null, words: TextContext): string | null {
  const { names } = words;
  const e = event as GameEvent & Record<string, unknown>;
  const card = typeof e['card'] === 'string' ? e['card'] : '';
  const who = nameOf(e['seat'], names);
  switch (e.type) {
    case 'pathPlaced': {
      const turned = numberOf(e['rotation']) === 180 ? ', turned upside down' : '';
      return `${who} placed ${pathWords(card, numberOf(e['rotation']))} at ${where(e['x'], e['y'])}${turned}.`;
    }
    case 'goalRevealed':
      return `The goal card at ${where(e['x'], e['y'])} is turned over: ${cardName(card)}!`;
    case 'brokenToolPlayed':
      return `${who} broke ${nameOf(e['target'], names)}'s ${toolName(String(e['tool']))}.`;
    case 'repairPlayed':
      return `${who} repaired ${nameOf(e['target'], names)}'s ${toolName(String(e['tool']))} with a ${cardName(card).toLowerCase()}.`;
    case 'rockfallPlayed':
      return `${who} caused a rockfall at ${where(e['x'], e['y'])}, removing ${pathWords(String(e['removed']), 0)}.`;
    case 'mapPlayed':
      return `${who} looked at the goal card at ${where(e['x'], e['y'])}${typeof e['goal'] === 'string' ? `: ${cardName(e['goal'])}` : ''}.`;
    case 'cardDiscarded':
      return `${who} passed, discarding ${card === '' ? 'a card' : handLabel(card)} face down.`;
    case 'autoPassed':
      return `${who} has no cards and passes.`;
    case 'cardDrawn':
      return card === '' ? null : `${who} drew ${handLabel(card)}.`;
    case 'roundEnded':
      return e['winner'] === 'GOLD_DIGGERS'
        ? `${nameOf(e['finder'], names)} found the gold: the gold-diggers win the round.`
        : 'The cards are used up: the saboteurs win the round.';
    case 'goldStacked':
      return `${plural(numberOf(e['size']), 'gold card')} ${numberOf(e['size']) === 1 ? 'is' : 'are'} turned up; ${nameOf(e['picker'], names)} picks first.`;
    case 'goldPicked':
    case 'goldAutoGiven':
      return `${who} took ${card === '' ? 'a gold card' : cardName(card)}.`;
    case 'saboteurPaid': {
      const cards = Array.isArray(e['cards']) ? e['cards'].filter((c): c is string => typeof c === 'string') : [];
      const worth = cards.length > 0 ? `, worth ${plural(nuggets(cards), 'nugget')}` : '';
      return `Saboteur ${who} is paid ${plural(numberOf(e['count']), 'gold card')}${worth}.`;
    }
    case 'gameEnded': {
      const totals = Array.isArray(e['totals']) ? e['totals'] : [];
      return `The game is over. Nuggets: ${totals.map((total, seat) => `${nameOf(seat, names)} ${numberOf(total)}`).join(', ')}.`;
    }
    case 'roundStarted':
      return `Round ${numberOf(e['round'])} begins; ${nameOf(e['starter'], names)} starts.`;
    default:
      return null;
  }
}

/** Saboteur's words for the terminal and logs. */
export const text: TextPresenter<SaboteurView, SaboteurAction> = { renderView, describeAction, describeEvent };
