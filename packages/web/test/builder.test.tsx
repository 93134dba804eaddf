// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { choose, EMPTY_BUILDER, narrow, advance, type ChoiceStep } from '../src/builder/model';
import '../src/i18n';
import { genericUi } from '../src/games/generic/generic-ui';
import type { BuilderApi, GameUi, WireAction } from '../src/games/types';
import { ActionPanel } from '../src/table/ActionPanel';
import { useBuilder } from '../src/table/useBuilder';

afterEach(cleanup);

/** A combo game: play a set of cards; or use a card on a target; or pass. */
const legal: WireAction[] = [
  { type: 'play', cards: ['7S'] },
  { type: 'play', cards: ['7H'] },
  { type: 'play', cards: ['7S', '7H'] },
  { type: 'play', cards: ['AS', '7S'] },
  { type: 'play', cards: ['AS'] },
  { type: 'aim', card: 'KILL', target: 1 },
  { type: 'aim', card: 'KILL', target: 2 },
  { type: 'pass' },
];

function decompose(action: WireAction): readonly ChoiceStep[] {
  if (action.type === 'play') return [{ slot: 'cards', kind: 'set', values: action['cards'] as string[] }];
  if (action.type === 'aim') {
    return [
      { slot: 'card', kind: 'one', value: action['card'] as string },
      { slot: 'target', kind: 'one', value: String(action['target']) },
    ];
  }
  return [];
}

describe('the builder model', () => {
  test('offers every first choice and the actions without choices', () => {
    const view = narrow(legal, decompose, EMPTY_BUILDER);
    expect([...(view.options.get('cards') ?? [])].sort()).toEqual(['7H', '7S', 'AS']);
    expect([...(view.options.get('card') ?? [])]).toEqual(['KILL']);
    expect(view.complete).toEqual([{ type: 'pass' }]);
    expect(view.started).toBe(false);
  });

  test('narrows a set step to the cards that still make a legal combo', () => {
    const first = narrow(legal, decompose, EMPTY_BUILDER);
    const withSeven = choose(first, EMPTY_BUILDER, 'cards', '7S');
    const view = narrow(legal, decompose, withSeven);
    expect(view.complete).toEqual([{ type: 'play', cards: ['7S'] }]);
    expect([...(view.options.get('cards') ?? [])].sort()).toEqual(['7H', 'AS']);
    const both = narrow(legal, decompose, choose(view, withSeven, 'cards', 'AS'));
    expect(both.complete).toEqual([{ type: 'play', cards: ['AS', '7S'] }]);
    expect(both.options.size).toBe(0);
  });

  test('ignores a choice that is not on offer, and a second click unselects', () => {
    const state = choose(narrow(legal, decompose, EMPTY_BUILDER), EMPTY_BUILDER, 'cards', '7H');
    const view = narrow(legal, decompose, state);
    expect(choose(view, state, 'cards', 'KD')).toBe(state);
    expect(choose(view, state, 'cards', '7H')).toEqual(EMPTY_BUILDER);
  });

  test('builds a card then a target, one step at a time', () => {
    const first = narrow(legal, decompose, EMPTY_BUILDER);
    const card = choose(first, EMPTY_BUILDER, 'card', 'KILL');
    const view = narrow(legal, decompose, card);
    expect(view.complete).toEqual([]);
    expect([...(view.options.get('target') ?? [])]).toEqual(['1', '2']);
    const done = narrow(legal, decompose, choose(view, card, 'target', '2'));
    expect(done.complete).toEqual([{ type: 'aim', card: 'KILL', target: 2 }]);
  });

  test('a finished set step with further steps offers Next', () => {
    const steps = (a: WireAction): readonly ChoiceStep[] => [
      { slot: 'cards', kind: 'set', values: a['cards'] as string[] },
      { slot: 'target', kind: 'one', value: String(a['target']) },
    ];
    const actions: WireAction[] = [{ type: 'x', cards: ['A', 'B'], target: 3 }];
    let state = choose(narrow(actions, steps, EMPTY_BUILDER), EMPTY_BUILDER, 'cards', 'A');
    state = choose(narrow(actions, steps, state), state, 'cards', 'B');
    expect(narrow(actions, steps, state).canAdvance).toBe(true);
    const next = narrow(actions, steps, advance(state));
    expect([...(next.options.get('target') ?? [])]).toEqual(['3']);
  });
});

describe('the move panel', () => {
  const ui: GameUi = { ...genericUi('toy'), decompose };
  const sent: WireAction[] = [];

  function Harness(props: { readonly onBuilder?: (b: BuilderApi) => void }) {
    const builder = useBuilder(ui, legal, null, 1, () => undefined);
    props.onBuilder?.(builder);
    return (
      <ActionPanel
        ui={ui}
        view={null}
        builder={builder}
        tableSlots={[]}
        hasLegal
        names={['Ann', 'Bob', 'Cy']}
        onAct={(a) => {
          sent.push(a);
        }}
      />
    );
  }

  test('builds a card-then-target action by clicks, confirms it, and cancel starts over', () => {
    sent.length = 0;
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'KILL' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'KILL' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'KILL' }));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    const confirm = screen.getByRole('button', { name: 'Aim (card: KILL, target: 2)' });
    fireEvent.click(confirm);
    expect(sent).toEqual([{ type: 'aim', card: 'KILL', target: 2 }]);
  });

  test('a combo is picked card by card; only cards that fit stay on offer', () => {
    sent.length = 0;
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '7H' }));
    expect(screen.queryByRole('button', { name: 'AS' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '7S' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play (cards: ["7S","7H"])' }));
    expect(sent).toEqual([{ type: 'play', cards: ['7S', '7H'] }]);
  });

  test('a click on a choice that is not on offer asks the rules instead of choosing', () => {
    const asked: WireAction[] = [];
    const explaining: GameUi = { ...ui, explainClick: (state, _slot, value) => ({ type: 'play', cards: [...state.pending, value] }) };
    let api: BuilderApi | null = null;
    function Probe() {
      api = useBuilder(explaining, legal, null, 1, (a) => asked.push(a));
      return null;
    }
    render(<Probe />);
    expect(api).not.toBeNull();
    api!.choose('cards', 'KD');
    expect(asked).toEqual([{ type: 'play', cards: ['KD'] }]);
  });
});
