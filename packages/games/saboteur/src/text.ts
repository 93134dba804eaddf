/** How Saboteur reads in a terminal: the maze as a grid of tunnel glyphs, hands, tools and gold. */
import type { ErrorParams, GameEvent, Outcome, TextContext, TextPresenter, Viewer } from '@tavern/engine';
import { getCardInfo, nuggetValue, TOOLS, type Role } from './cards';
import { pathCell, pathGlyph } from './labels';
import { indexMaze } from './maze';
import { mazeOfView } from './bot/reading';
import { keyOfCard } from './reference';
import type { SaboteurAction } from './state';
import type { MazeEntryView, SaboteurView } from './view-types';

// Every word comes from the `saboteur` catalogue of `@tavern/locales` (card names under `name.`, in
// the reference's words); this file picks the sentence and fills in glyphs, positions and names.

const ROLE_KEYS: Readonly<Record<Role, string>> = { GOLD_DIGGER: 'goldDigger', SABOTEUR: 'saboteur' };

type Params = Readonly<Record<string, string | number>>;

/** `t` for this game's namespace, with seat and card names at hand. */
function wordsOf(words: TextContext) {
  const say = (key: string, params?: Params): string => words.t(`saboteur:${key}`, params);
  const nameOf = (seat: unknown): string => {
    const index = typeof seat === 'number' ? seat : 0;
    return words.names[index] ?? say('seat.player', { n: index + 1 });
  };
  /** A card's name, in the reference's words: "Crossing", "Saboteur (role card)". */
  const cardName = (card: string): string => {
    const key = keyOfCard(card);
    if (key === null) return say('name.unknownCard');
    const name = say(`name.${key}`);
    return key.startsWith('role.') ? say('name.roleCard', { role: name }) : name;
  };
  /** A tool in words; anything else (a mistyped move) as it was typed. */
  const toolName = (tool: unknown): string => {
    const code = String(tool).toLowerCase();
    return TOOLS.some((known) => known.toLowerCase() === code) ? say(`tool.${code}`) : String(tool);
  };
  return { say, nameOf, cardName, toolName };
}

type Words = ReturnType<typeof wordsOf>;

function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

const at = (x: unknown, y: unknown): string => `(${numberOf(x)},${numberOf(y)})`;

const GOAL_ROWS: Readonly<Record<number, string>> = { [-2]: 'top', 0: 'middle', 2: 'bottom' };

/** "(8,-2), the top goal" for goal positions, "(3,1)" elsewhere. */
function where(x: unknown, y: unknown, w: Words): string {
  const row = numberOf(x) === 8 ? GOAL_ROWS[numberOf(y)] : undefined;
  return row === undefined ? at(x, y) : w.say(`goal.${row}`, { at: at(x, y) });
}

/** A path card with its glyph as laid: "┼ Crossing". */
function pathWords(card: string, rotation: number, w: Words): string {
  return `${pathGlyph(card, rotation)} ${w.cardName(card)}`;
}

function nuggets(cards: readonly string[]): number {
  return cards.reduce((sum, card) => sum + nuggetValue(card), 0);
}

/** Identical cards once, with a count: "Crossing ×2, Map". */
function grouped(labels: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, count]) => (count > 1 ? `${label} ×${count}` : label)).join(', ');
}

function handLabel(card: string, w: Words): string {
  const info = getCardInfo(card);
  return info?.kind === 'tunnel' ? pathWords(card, 0, w) : w.cardName(card);
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

function phaseLine(view: SaboteurView, w: Words): string {
  const head = w.say('phase.round', { round: view.round });
  const counts = w.say('phase.counts', { draw: view.counts.drawPile, discard: view.counts.discard, gold: view.counts.goldSupply });
  switch (view.phase) {
    case 'PLAYING':
      return w.say('phase.playing', { head, who: w.nameOf(view.current), counts });
    case 'DISTRIBUTING':
      return w.say('phase.distributing', { head, who: w.nameOf(view.distribution?.picker), count: view.distribution?.stackSize ?? 0 });
    case 'ROUND_OVER':
      return w.say('phase.roundOver', { round: view.round, who: w.nameOf(view.nextRoundStarter) });
    case 'GAME_OVER': {
      const winners = view.winners ?? [];
      return w.say('phase.gameOver', { count: winners.length, winners: winners.map((seat) => w.nameOf(seat)).join(', ') });
    }
  }
}

function playerLines(view: SaboteurView, viewer: Viewer, w: Words): string[] {
  return view.players.map((player) => {
    const name = w.nameOf(player.seat);
    const label =
      player.seat === viewer
        ? w.say('player.you', { name, role: w.say(`role.${ROLE_KEYS[view.me?.role ?? 'GOLD_DIGGER']}`) })
        : player.role !== null
          ? w.say('player.withRole', { name, role: w.say(`role.${ROLE_KEYS[player.role]}`) })
          : name;
    const broken = TOOLS.filter((tool) => player.broken[tool] !== undefined).map(w.toolName);
    const gold = player.gold !== null ? w.say('player.goldNuggets', { count: nuggets(player.gold) }) : w.say('player.goldCards', { count: player.goldCount });
    const tools = broken.length === 0 ? w.say('player.toolsOk') : w.say('player.broken', { tools: broken.join(', ') });
    return `${label.padEnd(30)} ${w.say('count.cards', { count: player.handCount }).padStart(8)}  ${gold.padEnd(12)} ${tools}`;
  });
}

/** The whole table for one viewer. */
export function renderView(view: SaboteurView, viewer: Viewer, words: TextContext): string {
  const w = wordsOf(words);
  const out = [phaseLine(view, w), '', renderMaze(view), '', ...playerLines(view, viewer, w)];
  const me = view.me;
  if (me !== null) {
    out.push('', me.hand.length === 0 ? w.say('view.handEmpty') : w.say('view.hand', { cards: grouped(me.hand.map((card) => handLabel(card, w))) }));
    if (me.peeks.length > 0) {
      out.push(w.say('view.maps', { maps: me.peeks.map((p) => w.say('view.mapSays', { at: where(p.x, p.y, w), card: w.cardName(p.card) })).join('; ') }));
    }
    if (me.gold.length > 0) out.push(w.say('view.gold', { count: nuggets(me.gold) }));
  }
  const stack = view.distribution?.stack;
  if (stack) out.push(w.say('view.goldStack', { cards: grouped(stack.map(w.cardName)) }));
  const result = view.roundResult;
  if (result !== null) {
    const aside = w.say(`role.${ROLE_KEYS[result.asideRole]}`);
    out.push(
      '',
      result.winner === 'GOLD_DIGGERS'
        ? w.say('view.roundWonByDiggers', { finder: w.nameOf(result.finder), aside })
        : w.say('view.roundWonBySaboteurs', { aside }),
    );
    out.push(w.say('view.goals', { goals: result.goals.map((g) => `${where(g.x, g.y, w)}: ${w.cardName(g.card)}`).join('; ') }));
  }
  out.push('', w.say('view.legend'));
  return out.join('\n');
}

/** `own` when the target is the reader, else `other` with the target's name. */
function whose(target: number, view: SaboteurView, w: Words, keys: { readonly own: string; readonly other: string }, params: Params): string {
  return target === view.me?.seat ? w.say(keys.own, params) : w.say(keys.other, { ...params, target: w.nameOf(target) });
}

/** An action as a menu line, e.g. "Place ┼ Crossing at (3,-1), turned upside down". */
export function describeAction(action: SaboteurAction, view: SaboteurView, words: TextContext): string {
  const w = wordsOf(words);
  switch (action.type) {
    case 'playPath':
      return w.say(action.rotation === 180 ? 'action.placeTurned' : 'action.place', { card: pathWords(action.card, action.rotation, w), at: where(action.x, action.y, w) });
    case 'playBrokenTool': {
      const info = getCardInfo(action.card);
      const tool = info?.kind === 'brokenTool' ? w.toolName(info.tool) : w.say('tool.any');
      return whose(action.target, view, w, { own: 'action.breakOwn', other: 'action.break' }, { tool });
    }
    case 'playRepair':
      return whose(action.target, view, w, { own: 'action.repairOwn', other: 'action.repair' }, { tool: w.toolName(action.tool), card: w.cardName(action.card) });
    case 'playRockfall': {
      const cell = view.maze.find((c) => c.x === action.x && c.y === action.y);
      const at = where(action.x, action.y, w);
      return cell?.card !== undefined
        ? w.say('action.rockfall', { card: pathWords(cell.card, cell.rotation ?? 0, w), at })
        : w.say('action.rockfallTunnel', { at });
    }
    case 'playMap':
      return w.say('action.map', { at: where(action.x, action.y, w) });
    case 'discard':
      return w.say('action.discard', { card: handLabel(action.card, w) });
    case 'pickGold':
      return w.say('action.pickGold', { card: w.cardName(action.card) });
    case 'startNextRound':
      return w.say('action.startRound', { round: view.round + 1 });
  }
}

/** An event as a log line (seats by name), or null when it is not worth one. */
export function describeEvent(event: GameEvent, _view: SaboteurView | null, words: TextContext): string | null {
  const w = wordsOf(words);
  const e = event as GameEvent & Record<string, unknown>;
  const card = typeof e['card'] === 'string' ? e['card'] : '';
  const who = w.nameOf(e['seat']);
  switch (e.type) {
    case 'pathPlaced': {
      const rotation = numberOf(e['rotation']);
      return w.say(rotation === 180 ? 'event.placedTurned' : 'event.placed', { who, card: pathWords(card, rotation, w), at: where(e['x'], e['y'], w) });
    }
    case 'goalRevealed':
      return w.say('event.goalRevealed', { at: where(e['x'], e['y'], w), card: w.cardName(card) });
    case 'brokenToolPlayed':
      return w.say('event.broke', { who, target: w.nameOf(e['target']), tool: w.toolName(e['tool']) });
    case 'repairPlayed':
      return w.say('event.repaired', { who, target: w.nameOf(e['target']), tool: w.toolName(e['tool']), card: w.cardName(card) });
    case 'rockfallPlayed':
      return w.say('event.rockfall', { who, at: where(e['x'], e['y'], w), card: pathWords(String(e['removed']), 0, w) });
    case 'mapPlayed':
      return typeof e['goal'] === 'string'
        ? w.say('event.mapSeen', { who, at: where(e['x'], e['y'], w), card: w.cardName(e['goal']) })
        : w.say('event.map', { who, at: where(e['x'], e['y'], w) });
    case 'cardDiscarded':
      return card === '' ? w.say('event.discardedHidden', { who }) : w.say('event.discarded', { who, card: handLabel(card, w) });
    case 'autoPassed':
      return w.say('event.autoPassed', { who });
    case 'cardDrawn':
      return card === '' ? null : w.say('event.drew', { who, card: handLabel(card, w) });
    case 'roundEnded':
      return e['winner'] === 'GOLD_DIGGERS' ? w.say('event.goldFound', { finder: w.nameOf(e['finder']) }) : w.say('event.saboteursWin');
    case 'goldStacked':
      return w.say('event.goldStacked', { count: numberOf(e['size']), picker: w.nameOf(e['picker']) });
    case 'goldPicked':
    case 'goldAutoGiven':
      return card === '' ? w.say('event.tookGoldHidden', { who }) : w.say('event.tookGold', { who, card: w.cardName(card) });
    case 'saboteurPaid': {
      const cards = Array.isArray(e['cards']) ? e['cards'].filter((c): c is string => typeof c === 'string') : [];
      const paid = w.say('event.goldCards', { count: numberOf(e['count']) });
      return cards.length > 0
        ? w.say('event.saboteurPaidWorth', { who, paid, worth: w.say('count.nuggets', { count: nuggets(cards) }) })
        : w.say('event.saboteurPaid', { who, paid });
    }
    case 'gameEnded': {
      const totals = Array.isArray(e['totals']) ? e['totals'] : [];
      return w.say('event.gameEnded', { totals: totals.map((total, seat) => `${w.nameOf(seat)} ${numberOf(total)}`).join(', ') });
    }
    case 'roundStarted':
      return w.say('event.roundStarted', { round: numberOf(e['round']), who: w.nameOf(e['starter']) });
    default:
      return null;
  }
}

/** How the game ended: how many rounds the gold-diggers won. */
export function describeOutcome(outcome: Outcome, words: TextContext): string {
  const won = outcome.stats['minerRoundsWon'] ?? 0;
  return wordsOf(words).say('outcome.rounds', { won, rounds: outcome.stats['rounds'] ?? 0 });
}

/**
 * A rule error in words, from its code and data params: card ids, seats, tools, sides and the
 * refused move and phase by their codes (the English `who`, `detail`, `reason` … are for logs).
 */
export function describeError(code: string, params: ErrorParams, words: TextContext): string {
  const w = wordsOf(words);
  const text = (key: string): string => (typeof params[key] === 'string' ? (params[key]) : '');
  const number = (key: string): number => (typeof params[key] === 'number' ? (params[key]) : 0);
  const codes = Array.isArray(params['toolCodes']) ? (params['toolCodes'] as readonly string[]) : [];
  const out: Record<string, string | number> = {
    card: text('cardId') === '' ? w.say('thatCard') : w.cardName(text('cardId')),
    cell: text('cell'),
    count: number('count'),
    rotation: number('rotation'),
    tool: w.toolName(text('tool')),
    tools: codes.map(w.toolName).join(' / '),
    who: w.nameOf(number('whoSeat')),
    target: typeof params['targetSeat'] === 'number' ? w.nameOf(params['targetSeat']) : number('target'),
    needed: w.say(`neededKind.${text('neededKind') === '' ? 'any' : text('neededKind')}`),
    action: w.say(`errorMove.${text('move') === '' ? 'playPath' : text('move')}`),
    phase: w.say(`errorPhase.${text('phaseCode') === '' ? 'PLAYING' : text('phaseCode')}`),
    what: w.say(`occupant.${text('occupant') === '' ? 'start' : text('occupant')}`, { card: w.cardName(text('occupantId')) }),
    side: w.say(`side.${text('side') === '' ? 'N' : text('side')}`),
    neighbour: text('neighbour'),
    reason: w.say(`targetWhy.${text('why') === '' ? 'mapNotGoal' : text('why')}`, { cell: text('cell') }),
    type: text('type'),
  };
  switch (code) {
    case 'NOT_YOUR_TURN':
      if (params['situation'] === 'picksGold') return w.say('error.NOT_YOUR_TURN_PICKS_GOLD', out);
      if (params['situation'] === 'startsRound') return w.say('error.NOT_YOUR_TURN_STARTS_ROUND', out);
      return w.say('error.NOT_YOUR_TURN', out);
    case 'EDGE_MISMATCH':
      if (text('side') === '') return w.say('error.EDGE_MISMATCH', out);
      return w.say(params['openSide'] === true ? 'error.EDGE_MISMATCH_OPEN' : 'error.EDGE_MISMATCH_ROCK', out);
    case 'UNKNOWN_PLAYER':
      return w.say(number('target') > 0 ? 'error.UNKNOWN_PLAYER' : 'error.UNKNOWN_PLAYER_NONE', out);
    default:
      return w.say(`error.${code}`, out);
  }
}

/** Saboteur's words for the terminal and logs. */
export const text: TextPresenter<SaboteurView, SaboteurAction> = { renderView, describeAction, describeEvent, describeOutcome, describeError };
