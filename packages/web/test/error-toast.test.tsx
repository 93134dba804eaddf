// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import '../src/i18n';
import { ErrorToast } from '../src/table/ErrorToast';

afterEach(cleanup);

test('a refused move is headed as not allowed', () => {
  render(<ErrorToast error={{ id: 1, code: 'staleVersion', message: 'x' }} game="regicide" names={[]} onDismiss={() => undefined} />);
  expect(screen.getByRole('alert').textContent).toMatch(/^Not allowed: The game moved on/);
});

test('a message the client could not read is headed as a connection problem, not as a refusal', () => {
  render(<ErrorToast error={{ id: 1, code: 'unreadableMessage', message: 'not JSON' }} game="regicide" names={[]} onDismiss={() => undefined} />);
  const text = screen.getByRole('alert').textContent;
  expect(text).toMatch(/^Connection problem: A message from the server could not be read/);
  expect(text).not.toContain('not JSON');
});
