/** How Saboteur reads in a terminal: the maze as a grid of tunnel glyphs, hands, tools and gold. */
import type { GameEvent, TextPresenter, Viewer } from '@tavern/engine';
import { nuggetValue, TOOLS, type Role } from './cards';
import { cardLabel, pathCell, pathGlyph, toolName } from './labels';
import { indexMaze } from './maze';
import { mazeOfView } from './bot/reading';
import type { SaboteurAction } from './state';
import type { MazeEntryView, SaboteurView } from './view-types';

const ROLE_WORDS: Readonly<Record<Role, string>> = { GOLD_DIGGER: 'gold-digger', SABOTEUR: 'saboteur' };
const P = (seat: unknown): string => `P${String(seat)}`;
const at = (x: unknown, y: unknown): string => `(${String(x)},${String(y)})`;

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

function phaseLine(view: SaboteurView): string {
  const head = `Round ${view.round} of 3`;
  const counts = `draw pile ${view.counts.drawPile} · discard ${view.counts.discard} · gold supply ${view.counts.goldSupply}`;
  switch (view.phase) {
    case 'PLAYING':
      return `${head} · ${P(view.current)} to play · ${counts}`;
    case 'DISTRIBUTING':
      return `${head} · the gold was found · ${P(view.distribution?.picker)} picks from ${view.distribution?.stackSize ?? 0} nugget cards`;
    case 'ROUND_OVER':
      return `${head} is over · ${P(view.nextRoundStarter)} deals the next round`;
    case 'GAME_OVER':
      return `Game over · winners: ${(view.winners ?? []).map(P).join(', ')}`;
  }
}

function playerLines(view: SaboteurView, viewer: Viewer): string[] {
  return view.players.map((player) => {
    const you = player.seat === viewer ? ` (you, ${ROLE_WORDS[view.me?.role ?? 'GOLD_DIGGER']})` : '';
    const role = player.role !== null && player.seat !== viewer ? ` (${ROLE_WORDS[player.role]})` : '';
    const broken = TOOLS.filter((tool) => player.broken[tool] !== undefined).map(toolName);
    const gold = player.gold !== null
      ? `gold ${player.gold.reduce((sum, card) => sum + nuggetValue(card), 0)}`
      : `gold ${player.goldCount} card${player.goldCount === 1 ? '' : 's'}`;
    const tools = broken.length === 0 ? 'tools ok' : `broken: ${broken.join(', ')}`;
    return `${`${P(player.seat)}${you}${role}`.padEnd(26)} ${String(player.handCount).padStart(2)} card${player.handCount === 1 ? ' ' : 's'}  ${gold.padEnd(12)} ${tools}`;
  });
}

/** The whole table for one viewer. */
export function renderView(view: SaboteurView, viewer: Viewer): string {
  const out = [phaseLine(view), '', renderMaze(view), '', ...playerLines(view, viewer)];
  const me = view.me;
  if (me !== null) {
    out.push('', `Your hand: ${me.hand.map((card) => `${card} (${cardLabel(card)})`).join(', ') || 'empty'}`);
    if (me.peeks.length > 0) out.push(`Your maps: ${me.peeks.map((p) => `${at(p.x, p.y)} is ${cardLabel(p.card)}`).join(', ')}`);
    if (me.gold.length > 0) out.push(`Your gold: ${me.gold.reduce((sum, card) => sum + nuggetValue(card), 0)} nuggets`);
  }
  const stack = view.distribution?.stack;
  if (stack) out.push(`Gold stack: ${stack.map((card) => `${card} (${cardLabel(card)})`).join(', ')}`);
  const result = view.roundResult;
  if (result !== null) {
    const winner = result.winner === 'GOLD_DIGGERS' ? `the gold-diggers won (gold found by ${P(result.finder)})` : 'the saboteurs won';
    out.push('', `This round ${winner}. Set-aside role: ${ROLE_WORDS[result.asideRole]}.`);
    out.push(`Goals: ${result.goals.map((g) => `${at(g.x, g.y)} ${cardLabel(g.card)}`).join(', ')}`);
  }
  out.push('', 'Legend: ─┼─ tunnel, ━╋━ dead end, ─S─ start, [?] face-down goal ([$]/[c]: your map says gold/coal), · open to build');
  return out.join('\n');
}

/** An action as a menu line, e.g. "Place ┼ tunnel at (3,-1), rotated 180° [T-NESW#2]". */
export function describeAction(action: SaboteurAction, view: SaboteurView): string {
  switch (action.type) {
    case 'playPath': {
      const dead = cardLabel(action.card).endsWith('dead end');
      const turned = action.rotation === 180 ? ', rotated 180°' : '';
      return `Place ${pathGlyph(action.card, action.rotation)} ${dead ? 'dead end' : 'tunnel'} at ${at(action.x, action.y)}${turned} [${action.card}]`;
    }
    case 'playBrokenTool': {
      const tool = cardLabel(action.card).replace('break ', '');
      return `Break ${action.target === view.me?.seat ? 'your own' : `${P(action.target)}'s`} ${tool} [${action.card}]`;
    }
    case 'playRepair':
      return `Repair ${action.target === view.me?.seat ? 'your own' : `${P(action.target)}'s`} ${toolName(action.tool)} [${action.card}]`;
    case 'playRockfall': {
      const cell = view.maze.find((c) => c.x === action.x && c.y === action.y);
      return `Rockfall: remove ${cell?.card !== undefined ? pathGlyph(cell.card, cell.rotation ?? 0) : '?'} at ${at(action.x, action.y)} [${action.card}]`;
    }
    case 'playMap':
      return `Map: look at the goal card at ${at(action.x, action.y)} [${action.card}]`;
    case 'discard':
      return `Discard ${action.card} (${cardLabel(action.card)}) face down`;
    case 'pickGold':
      return `Take ${action.card} (${cardLabel(action.card)})`;
    case 'startNextRound':
      return `Deal round ${view.round + 1}`;
  }
}

/** An event as a log line, or null when it is not worth one. */
export function describeEvent(event: GameEvent): string | null {
  const e = event as GameEvent & Record<string, unknown>;
  const card = typeof e['card'] === 'string' ? e['card'] : '';
  switch (e.type) {
    case 'pathPlaced':
      return `${P(e['seat'])} placed ${pathGlyph(card, Number(e['rotation']))} ${card} at ${at(e['x'], e['y'])}.`;
    case 'goalRevealed':
      return `The goal card at ${at(e['x'], e['y'])} is turned over: ${cardLabel(card)}!`;
    case 'brokenToolPlayed':
      return `${P(e['seat'])} broke ${P(e['target'])}'s ${toolName(String(e['tool']))}.`;
    case 'repairPlayed':
      return `${P(e['seat'])} repaired ${P(e['target'])}'s ${toolName(String(e['tool']))}.`;
    case 'rockfallPlayed':
      return `${P(e['seat'])} caused a rockfall at ${at(e['x'], e['y'])}, removing ${String(e['removed'])}.`;
    case 'mapPlayed':
      return `${P(e['seat'])} looked at the goal card at ${at(e['x'], e['y'])}${typeof e['goal'] === 'string' ? `: ${cardLabel(e['goal'])}` : ''}.`;
    case 'cardDiscarded':
      return `${P(e['seat'])} discarded ${card === '' ? 'a card' : card} face down.`;
    case 'autoPassed':
      return `${P(e['seat'])} has no cards and passes.`;
    case 'cardDrawn':
      return card === '' ? null : `You drew ${card} (${cardLabel(card)}).`;
    case 'roundEnded':
      return e['winner'] === 'GOLD_DIGGERS' ? `The gold is found by ${P(e['finder'])}: the gold-diggers win the round.` : 'The cards are used up: the saboteurs win the round.';
    case 'goldStacked':
      return `${String(e['size'])} nugget cards are drawn; ${P(e['picker'])} picks first.`;
    case 'goldPicked':
    case 'goldAutoGiven':
      return `${P(e['seat'])} took ${card === '' ? 'a nugget card' : cardLabel(card)}.`;
    case 'saboteurPaid':
      return `Saboteur ${P(e['seat'])} is paid ${String(e['count'])} nugget card(s).`;
    case 'gameEnded':
      return `The game is over. Totals: ${(e['totals'] as readonly number[]).map((t, seat) => `${P(seat)} ${t}`).join(', ')}.`;
    case 'roundStarted':
      return `Round ${String(e['round'])} begins; ${P(e['starter'])} starts.`;
    default:
      return null;
  }
}

/** Saboteur's words for the terminal and logs. */
export const text: TextPresenter<SaboteurView, SaboteurAction> = { renderView, describeAction, describeEvent };
