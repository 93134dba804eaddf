import { expandLegal } from './compact-legal';
import type { DeltaMessage, UpdateMessage } from './server-messages';
import { applyViewPatch } from './view-patch';

/**
 * The full update a `delta` stands for, given the update at its `base`; null when `previous` is
 * not that update (the client then asks for a `resync`). Every client folds deltas through this
 * one function, so the browser, the tests and the benchmarks rebuild views the same way.
 */
export function applyDelta(previous: UpdateMessage | null, delta: DeltaMessage): UpdateMessage | null {
  if (previous?.version !== delta.base) return null;
  return {
    type: 'update',
    version: delta.version,
    view: applyViewPatch(previous.view, delta.patch),
    events: delta.events,
    legal: expandLegal(previous.legal, delta.legal),
    ...(delta.decision === undefined ? {} : { decision: delta.decision }),
    toAct: delta.toAct,
    outcome: delta.outcome,
    deadlines: delta.deadlines,
    ...(delta.playedForYou === undefined ? {} : { playedForYou: delta.playedForYou }),
    ...(delta.pauseUntil === undefined ? {} : { pauseUntil: delta.pauseUntil }),
  };
}
