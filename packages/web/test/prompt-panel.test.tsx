// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import '../src/i18n';
import { PromptPanel } from '../src/table/PromptPanel';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test('a demanded response is shown as an alert with its words and a ticking timer', () => {
  const now = Date.now();
  render(<PromptPanel mine urgent prompt="Ann plays Kill on you: Dodge?" deadline={now + 15_000} waitingFor={[]} />);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('Your decision');
  expect(alert.textContent).toContain('Ann plays Kill on you: Dodge?');
  expect(screen.getByTestId('turn-timer').textContent).toBe('15 s left');
  act(() => {
    vi.advanceTimersByTime(6_000);
  });
  expect(screen.getByTestId('turn-timer').textContent).toBe('9 s left');
  expect(screen.getByTestId('turn-timer').classList.contains('low')).toBe(true);
  act(() => {
    vi.advanceTimersByTime(20_000);
  });
  expect(screen.getByTestId('turn-timer').textContent).toBe('0 s left');
});

test('an ordinary turn is a status, without an alert or a timer when untimed', () => {
  render(<PromptPanel mine prompt={null} deadline={null} waitingFor={[]} />);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('status').textContent).toContain('Your decision');
  expect(screen.queryByTestId('turn-timer')).toBeNull();
});

test('when others decide it says whom the table waits for', () => {
  render(<PromptPanel mine={false} prompt={null} deadline={null} waitingFor={['Bob', 'Cy']} />);
  expect(screen.getByRole('status').textContent).toBe('Waiting for Bob, Cy');
});

test('it shows nothing when nobody owes a decision', () => {
  const { container } = render(<PromptPanel mine={false} prompt={null} deadline={null} waitingFor={[]} />);
  expect(container.textContent).toBe('');
});
