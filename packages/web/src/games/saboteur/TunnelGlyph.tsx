import { rotateMask } from './saboteur-cards';

const CENTRE = 50;
/** Side index → the point at the middle of that edge (N, E, S, W). */
const EDGE: readonly (readonly [number, number, number])[] = [
  [1, 50, 0],
  [2, 100, 50],
  [4, 50, 100],
  [8, 0, 50],
];

/**
 * A tunnel drawn from its edge encoding, in a 100×100 box: a path from the centre to each open side,
 * or, for a dead end, stubs from the open sides that stop short of a rock in the middle.
 */
export function TunnelGlyph(props: { readonly mask: number; readonly rotation: number; readonly connected: boolean }) {
  const mask = rotateMask(props.mask, props.rotation);
  return (
    <g className="tunnel-glyph">
      {EDGE.filter(([bit]) => (mask & bit) !== 0).map(([bit, x, y]) => {
        const endX = props.connected ? CENTRE : x + (CENTRE - x) * 0.55;
        const endY = props.connected ? CENTRE : y + (CENTRE - y) * 0.55;
        return <line key={bit} x1={x} y1={y} x2={endX} y2={endY} className="tunnel-path" />;
      })}
      {props.connected && mask !== 0 && <circle cx={CENTRE} cy={CENTRE} r={11} className="tunnel-hub" />}
      {!props.connected && <rect x={38} y={38} width={24} height={24} rx={4} className="tunnel-rock" />}
    </g>
  );
}
