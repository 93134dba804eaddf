/** Card glyphs and labels for terminals, logs and the web client (pure, browser-safe). */
import { getCardInfo, getPathShape, nuggetValue } from './cards';
import { maskAt } from './geometry';

/** Light box-drawing glyph per open-side mask (N = 1, E = 2, S = 4, W = 8): connected tunnels. */
const LIGHT = [' ', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼'];
/** Heavy glyphs for dead ends, whose open sides are stubs that do not link. */
const HEAVY = [' ', '╹', '╺', '┗', '╻', '┃', '┏', '┣', '╸', '┛', '━', '┻', '┓', '┫', '┳', '╋'];

/** The glyph of a path card at a rotation: light lines for tunnels, heavy lines for dead ends. */
export function pathGlyph(card: string, rotation: number): string {
  const shape = getPathShape(card);
  if (shape === undefined) return '?';
  const mask = maskAt(shape.mask, rotation);
  return (shape.connected ? LIGHT : HEAVY)[mask] ?? '?';
}

/** A three-character maze cell: west arm, centre glyph, east arm. */
export function pathCell(card: string, rotation: number): string {
  const shape = getPathShape(card);
  if (shape === undefined) return ' ? ';
  const mask = maskAt(shape.mask, rotation);
  const arm = shape.connected ? '─' : '━';
  return `${(mask & 8) !== 0 ? arm : ' '}${pathGlyph(card, rotation)}${(mask & 2) !== 0 ? arm : ' '}`;
}

/** A tool in words. */
export function toolName(tool: string): string {
  return tool.toLowerCase();
}

/** A short label for any card: "├ tunnel", "╺ dead end", "break lantern", "3 nuggets", "map". */
export function cardLabel(card: string): string {
  if (card.startsWith('NUG')) {
    const value = nuggetValue(card);
    return `${value} nugget${value === 1 ? '' : 's'}`;
  }
  if (card.startsWith('GOAL')) return card === 'GOAL-GOLD' ? 'gold' : 'coal';
  const info = getCardInfo(card);
  switch (info?.kind) {
    case 'tunnel':
      return `${pathGlyph(card, 0)} ${info.shape.connected ? 'tunnel' : 'dead end'}`;
    case 'brokenTool':
      return `break ${toolName(info.tool)}`;
    case 'repair':
      return `repair ${info.tools.map(toolName).join('/')}`;
    case 'rockfall':
      return 'rockfall';
    case 'map':
      return 'map';
    case undefined:
      return card;
  }
}
