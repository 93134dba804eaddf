// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import '../src/i18n';
import { CardHelp } from '../src/table/CardHelp';

afterEach(cleanup);

function renderJester() {
  render(
    <CardHelp game="regicide">
      <button type="button" data-card="X1">
        Jester
      </button>
    </CardHelp>,
  );
  fireEvent.mouseOver(screen.getByRole('button'));
  expect(screen.getByTestId('card-help').textContent).toContain('Jester');
}

// Its place is computed once in screen coordinates, so after a resize (a phone turned, a window
// narrowed) it would stand beside nothing, or off the screen.
test('a card explanation goes when the window is resized', () => {
  renderJester();
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  expect(screen.queryByTestId('card-help')).toBeNull();
});

test('a card explanation goes when the page scrolls under it', () => {
  renderJester();
  act(() => {
    document.dispatchEvent(new Event('scroll'));
  });
  expect(screen.queryByTestId('card-help')).toBeNull();
});
