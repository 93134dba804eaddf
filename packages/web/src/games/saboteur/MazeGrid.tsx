import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cellValue, parseSaboteurCard } from './saboteur-cards';
import { TunnelGlyph } from './TunnelGlyph';

/** One card of the maze as the view gives it (face-down goals carry no card). */
export interface MazeCardView {
  readonly x: number;
  readonly y: number;
  readonly kind: 'START' | 'TUNNEL' | 'GOAL';
  readonly card?: string;
  readonly rotation?: number;
  readonly faceUp: boolean;
}

/** A tunnel about to be placed, drawn translucent where it would go. */
export interface PlacementPreview {
  readonly x: number;
  readonly y: number;
  readonly card: string;
  readonly rotation: number;
}

const CELL = 56;
/** The smallest drawn size of a cell, as a share of CELL (56 × 0.8 ≈ 45 CSS px). */
const MIN_CELL_SCALE = 0.8;

function key(x: number, y: number): string {
  return cellValue(x, y);
}

/**
 * The Saboteur maze as SVG, drawn from the cards' edge encodings: a pannable grid (drag, arrow
 * buttons, or arrow keys) with the goals, the cells where the chosen card may go (buttons), a
 * preview of the placement, and the goals this viewer has peeked at.
 */
export function MazeGrid(props: {
  readonly maze: readonly MazeCardView[];
  /** Goals this viewer saw with a map: position → card. */
  readonly peeks: readonly { readonly x: number; readonly y: number; readonly card: string }[];
  /** Cells on offer for the choice under way ("x,y"). */
  readonly targets: ReadonlySet<string>;
  readonly preview: PlacementPreview | null;
  readonly onCell: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [pan, setPan] = useState({ dx: 0, dy: 0 });
  const [zoom, setZoom] = useState(1);
  const drag = useRef<{ x: number; y: number; dx: number; dy: number } | null>(null);
  const xs = props.maze.map((c) => c.x);
  const ys = props.maze.map((c) => c.y);
  for (const value of props.targets) {
    const [x, y] = value.split(',').map(Number);
    if (x !== undefined && y !== undefined) {
      xs.push(x);
      ys.push(y);
    }
  }
  const minX = Math.min(...xs, 0) - 1;
  const maxX = Math.max(...xs, 0) + 1;
  const minY = Math.min(...ys, 0) - 1;
  const maxY = Math.max(...ys, 0) + 1;
  const width = (maxX - minX + 1) * CELL;
  const height = (maxY - minY + 1) * CELL;
  const at = (x: number, y: number) => `translate(${String((x - minX) * CELL)} ${String((y - minY) * CELL)})`;
  const peeked = new Map(props.peeks.map((p) => [key(p.x, p.y), p.card]));

  const move = (dx: number, dy: number) => {
    setPan((p) => ({ dx: p.dx + dx * CELL, dy: p.dy + dy * CELL }));
  };
  const onKey = (event: KeyboardEvent) => {
    const steps: Record<string, [number, number]> = { ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    const step = steps[event.key];
    if (step === undefined || event.target !== event.currentTarget) return;
    event.preventDefault();
    move(step[0], step[1]);
  };
  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as Element).closest('[role="button"]') !== null) return;
    drag.current = { x: event.clientX, y: event.clientY, dx: pan.dx, dy: pan.dy };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (start === null) return;
    setPan({ dx: start.dx + event.clientX - start.x, dy: start.dy + event.clientY - start.y });
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className="maze">
      <div className="maze-controls">
        <span className="muted">{t('web:games.saboteur.pan')}</span>
        <button type="button" aria-label={t('web:games.saboteur.panLeft')} onClick={() => { move(1, 0); }}>←</button>
        <button type="button" aria-label={t('web:games.saboteur.panUp')} onClick={() => { move(0, 1); }}>↑</button>
        <button type="button" aria-label={t('web:games.saboteur.panDown')} onClick={() => { move(0, -1); }}>↓</button>
        <button type="button" aria-label={t('web:games.saboteur.panRight')} onClick={() => { move(-1, 0); }}>→</button>
        <button type="button" aria-label={t('web:games.saboteur.zoomIn')} onClick={() => { setZoom((z) => Math.min(3, z * 1.25)); }}>+</button>
        <button type="button" aria-label={t('web:games.saboteur.zoomOut')} onClick={() => { setZoom((z) => Math.max(0.5, z / 1.25)); }}>−</button>
        <button type="button" onClick={() => { setPan({ dx: 0, dy: 0 }); setZoom(1); }}>{t('web:games.saboteur.center')}</button>
      </div>
      {/* The viewport is a pannable surface: arrow keys move it, so it takes focus and keys on purpose. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys pan the map */}
      <div
        className="maze-viewport"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the map must be reachable to pan it by keyboard
        tabIndex={0}
        role="group"
        aria-label={t('web:games.saboteur.maze')}
        onKeyDown={onKey}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerLeave={endDrag}
      >
        <svg
          width="100%"
          height="100%"
          viewBox={`0 0 ${String(width)} ${String(height)}`}
          preserveAspectRatio="xMidYMid meet"
          style={{
            transform: `translate(${String(pan.dx)}px, ${String(pan.dy)}px) scale(${String(zoom)})`,
            maxWidth: `${String(width * 1.5)}px`,
            // Never smaller than 45 px a cell, so every place is a finger's tap target; a narrow
            // screen shows part of the maze and pans (drag, arrows) to the rest.
            minWidth: `${String(width * MIN_CELL_SCALE)}px`,
            minHeight: `${String(height * MIN_CELL_SCALE)}px`,
          }}
          data-testid="maze"
        >
          {props.maze.map((cell) => {
            const card = cell.card === undefined ? null : parseSaboteurCard(cell.card);
            const hidden = cell.kind === 'GOAL' && !cell.faceUp;
            const seen = peeked.get(key(cell.x, cell.y));
            const label = hidden ? (seen === undefined ? '?' : parseSaboteurCard(seen).gold ? t('web:games.saboteur.gold') : t('web:games.saboteur.coal')) : null;
            return (
              <g key={key(cell.x, cell.y)} transform={at(cell.x, cell.y)} className={`maze-cell kind-${cell.kind.toLowerCase()}${hidden ? ' face-down' : ''}${card?.gold === true && !hidden ? ' gold' : ''}`} data-cell={key(cell.x, cell.y)} data-card={cell.card} data-rotation={cell.rotation}>
                <rect x={2} y={2} width={CELL - 4} height={CELL - 4} rx={5} className="maze-card" />
                {card !== null && !hidden && (
                  <svg x={2} y={2} width={CELL - 4} height={CELL - 4} viewBox="0 0 100 100">
                    <TunnelGlyph mask={card.mask} rotation={cell.rotation ?? 0} connected={card.connected} />
                    {card.gold && <text x={50} y={64} textAnchor="middle" className="maze-gold">★</text>}
                  </svg>
                )}
                {card?.gold === true && !hidden && (
                  <text x={CELL / 2} y={CELL - 6} textAnchor="middle" className="maze-gold-label">
                    {t('web:games.saboteur.gold')}
                  </text>
                )}
                {cell.kind === 'START' && (
                  <text x={CELL / 2} y={CELL - 6} textAnchor="middle" className="maze-start-label">
                    {t('web:games.saboteur.start')}
                  </text>
                )}
                {label !== null && (
                  <text x={CELL / 2} y={CELL / 2 + 5} textAnchor="middle" className={seen === undefined ? 'maze-goal-back' : 'maze-peek'}>
                    {label}
                  </text>
                )}
              </g>
            );
          })}
          {[...props.targets].map((value) => {
            const [x, y] = value.split(',').map(Number);
            if (x === undefined || y === undefined) return null;
            return (
              <g
                key={`target-${value}`}
                transform={at(x, y)}
                role="button"
                tabIndex={0}
                aria-label={t('web:games.saboteur.cell', { x, y })}
                className="maze-target"
                data-target={value}
                onClick={() => {
                  props.onCell(value);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    props.onCell(value);
                  }
                }}
              >
                <rect x={3} y={3} width={CELL - 6} height={CELL - 6} rx={6} />
              </g>
            );
          })}
          {props.preview !== null && (
            <g transform={at(props.preview.x, props.preview.y)} className="maze-preview" data-testid="placement-preview" data-rotation={props.preview.rotation}>
              <rect x={2} y={2} width={CELL - 4} height={CELL - 4} rx={5} />
              <svg x={2} y={2} width={CELL - 4} height={CELL - 4} viewBox="0 0 100 100">
                <TunnelGlyph
                  mask={parseSaboteurCard(props.preview.card).mask}
                  rotation={props.preview.rotation}
                  connected={parseSaboteurCard(props.preview.card).connected}
                />
              </svg>
            </g>
          )}
        </svg>
      </div>
    </div>
  );
}
