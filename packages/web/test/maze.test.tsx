// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import '../src/i18n';
import { MazeGrid, type MazeCardView } from '../src/games/saboteur/MazeGrid';

afterEach(cleanup);

const maze: MazeCardView[] = [
  { x: 0, y: 0, kind: 'START', card: 'START', rotation: 0, faceUp: true },
  { x: 1, y: 0, kind: 'TUNNEL', card: 'T-NES#1', rotation: 180, faceUp: true },
  { x: 2, y: 0, kind: 'TUNNEL', card: 'D-EW#1', rotation: 0, faceUp: true },
  { x: 8, y: -2, kind: 'GOAL', faceUp: false },
  { x: 8, y: 0, kind: 'GOAL', faceUp: false },
  { x: 8, y: 2, kind: 'GOAL', card: 'GOAL-COAL-NE', rotation: 0, faceUp: true },
];

function cell(container: HTMLElement, value: string): Element {
  const found = container.querySelector(`[data-cell="${value}"]`);
  if (found === null) throw new Error(`no cell ${value}`);
  return found;
}

/** The sides a drawn tunnel opens to, read back from its SVG lines (N, E, S, W edge midpoints). */
function openSides(element: Element): string {
  const sides: string[] = [];
  for (const line of element.querySelectorAll('line.tunnel-path')) {
    const x = line.getAttribute('x1');
    const y = line.getAttribute('y1');
    if (y === '0') sides.push('N');
    else if (x === '100') sides.push('E');
    else if (y === '100') sides.push('S');
    else if (x === '0') sides.push('W');
  }
  return sides.join('');
}

test('draws every card from its edge encoding, turned by its rotation', () => {
  const { container } = render(<MazeGrid maze={maze} peeks={[]} targets={new Set()} preview={null} onCell={() => undefined} />);
  expect(openSides(cell(container, '0,0'))).toBe('NESW');
  // T-NES turned 180° opens south, west and north.
  expect(openSides(cell(container, '1,0'))).toBe('NSW');
  // A dead end: stubs that stop short of a rock, and no hub joining them.
  const deadEnd = cell(container, '2,0');
  expect(openSides(deadEnd)).toBe('EW');
  expect(deadEnd.querySelector('.tunnel-rock')).not.toBeNull();
  expect(deadEnd.querySelector('.tunnel-hub')).toBeNull();
  expect(openSides(cell(container, '8,2'))).toBe('NE');
});

test('face-down goals show no card; a goal this viewer peeked at shows what they saw', () => {
  const { container } = render(
    <MazeGrid maze={maze} peeks={[{ x: 8, y: 0, card: 'GOAL-GOLD' }]} targets={new Set()} preview={null} onCell={() => undefined} />,
  );
  const hidden = cell(container, '8,-2');
  expect(hidden.classList.contains('face-down')).toBe(true);
  expect(hidden.querySelector('line')).toBeNull();
  expect(hidden.textContent).toBe('?');
  expect(cell(container, '8,0').textContent).toBe('Gold');
});

test('only the cells on offer are buttons, and choosing one reports it (click or keyboard)', () => {
  const chosen: string[] = [];
  render(<MazeGrid maze={maze} peeks={[]} targets={new Set(['3,0', '1,1'])} preview={null} onCell={(v) => chosen.push(v)} />);
  const buttons = screen.getAllByRole('button', { name: /^Row/ });
  expect(buttons.map((b) => b.getAttribute('data-target')).sort()).toEqual(['1,1', '3,0']);
  fireEvent.click(screen.getByRole('button', { name: 'Row 0, column 3' }));
  fireEvent.keyDown(screen.getByRole('button', { name: 'Row 1, column 1' }), { key: 'Enter' });
  expect(chosen).toEqual(['3,0', '1,1']);
});

test('the placement preview shows the chosen tunnel at its rotation', () => {
  const { container, rerender } = render(
    <MazeGrid maze={maze} peeks={[]} targets={new Set(['3,0'])} preview={{ x: 3, y: 0, card: 'T-NE#2', rotation: 0 }} onCell={() => undefined} />,
  );
  const preview = () => container.querySelector('[data-testid="placement-preview"]')!;
  expect(openSides(preview())).toBe('NE');
  rerender(<MazeGrid maze={maze} peeks={[]} targets={new Set(['3,0'])} preview={{ x: 3, y: 0, card: 'T-NE#2', rotation: 180 }} onCell={() => undefined} />);
  expect(preview().getAttribute('data-rotation')).toBe('180');
  expect(openSides(preview())).toBe('SW');
});

test('the grid grows to hold every card and target, and pans with the arrow buttons', () => {
  const { container } = render(<MazeGrid maze={maze} peeks={[]} targets={new Set(['-1,0'])} preview={null} onCell={() => undefined} />);
  const svg = container.querySelector('[data-testid="maze"]')!;
  // x from -2 to 9 (one spare column each side), y from -3 to 3: 12 × 7 cells of 56 px.
  expect(svg.getAttribute('viewBox')).toBe(`0 0 ${String(12 * 56)} ${String(7 * 56)}`);
  fireEvent.click(screen.getByRole('button', { name: 'Move the map left' }));
  expect((svg as SVGElement).style.transform).toContain('translate(56px, 0px)');
});
