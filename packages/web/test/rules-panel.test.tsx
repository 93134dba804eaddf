// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import '../src/i18n';
import { referenceFor } from '../src/games/reference';
import { RulesButton } from '../src/rules/RulesPanel';
import { rulesText } from '../src/rules/rules-docs';
import { errorWords } from '../src/table/error-words';

afterEach(cleanup);

test('a game without a rules file gets a sentence, not a crash', () => {
  expect(rulesText('no-such-game')).toBeNull();
  render(<RulesButton game="no-such-game" gameName="Nothing" />);
  expect(screen.getByTestId('rules-dialog').textContent).toContain('The rules of Nothing are not written down yet');
});

test('a game without reference data has no reference (until its client module exports one)', () => {
  expect(referenceFor('no-such-game')).toBeNull();
});

test('errors are the catalogue’s words for their code; an unknown code gets a generic sentence, never the server’s', () => {
  expect(errorWords('regicide', { code: 'notHost' }, [])).toBe('Only the host can do that.');
  expect(errorWords('regicide', { code: 'someRuleCode' }, [])).toBe('That was not possible; nothing was changed.');
});
