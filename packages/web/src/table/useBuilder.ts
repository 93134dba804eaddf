import { useMemo, useState } from 'react';
import { choose, EMPTY_BUILDER, narrow, type BuilderState } from '../builder/model';
import type { BuilderApi, GameUi, WireAction } from '../games/types';

/**
 * The step-by-step builder over the current legal actions. Choices reset whenever a new version
 * arrives (the legal actions changed). A click on an option not on offer goes to `onIllegal` with
 * the action it would mean, so the rules can say why not.
 */
export function useBuilder(
  ui: GameUi,
  legal: readonly WireAction[],
  view: unknown,
  version: number,
  onIllegal: (action: WireAction) => void,
): BuilderApi {
  const [held, setHeld] = useState<{ version: number; state: BuilderState }>({ version, state: EMPTY_BUILDER });
  const state = held.version === version ? held.state : EMPTY_BUILDER;
  const narrowed = useMemo(() => narrow(legal, ui.decompose, state), [legal, ui, state]);
  const set = (next: BuilderState) => {
    setHeld({ version, state: next });
  };
  return {
    view: narrowed,
    state,
    set,
    narrowAt: (hypothetical) => narrow(legal, ui.decompose, hypothetical),
    offered: (slot, value) =>
      (narrowed.options.get(slot)?.has(value) ?? false) ||
      (narrowed.kinds.get(slot) === 'set' && state.pending.includes(value)),
    choose: (slot, value) => {
      const next = choose(narrowed, state, slot, value);
      if (next !== state) {
        set(next);
        return;
      }
      const action = ui.explainClick?.(state, slot, value, view) ?? null;
      if (action !== null) onIllegal(action);
    },
  };
}
