import type { Action, GameEvent, Viewer } from '@tavern/engine';
import {
  compactLegal,
  diffView,
  type DeltaMessage,
  type UpdateMessage,
} from '@tavern/engine/protocol';
import { buildUpdate, type SharedUpdate } from './room-update';
import type { ErasedGame, ErasedMatch } from './room-types';

/** What one viewer's connections are sent after a change: built once, shared by all of them. */
export interface ViewerFrame {
  readonly version: number;
  /** The version `delta` is told against, or null when this viewer had no update yet. */
  readonly base: number | null;
  /** The delta as JSON text, for connections holding `base`; null when there is no base. */
  readonly delta: string | null;
  /** The full update as JSON text, for a connection that does not hold `base` (serialised once, on demand). */
  full(): string;
}

/** The action the server played for a seat whose time ran out: only that seat learns it. */
export interface PlayedFor {
  readonly seat: number;
  readonly action: Action;
}

/**
 * The one place that builds what each viewer (a seat, or the spectators) is sent about the game:
 * its full update (`buildUpdate`, the `view` choke point) and the delta from the last update this
 * viewer was sent. It remembers that last update per viewer as the next delta's base. A process
 * relaying frames for another (scale-out) only forwards these texts; it never builds views.
 */
export class ViewerUpdates {
  readonly #last = new Map<Viewer, UpdateMessage>();

  constructor(readonly game: ErasedGame) {}

  /**
   * The frames of `viewers` at the match's current version, with this action's `events`; each
   * becomes its viewer's new base. The patch is never much larger than the view: where describing
   * the changes would take more than the view itself, the patch sets the whole view.
   */
  frames(
    match: ErasedMatch,
    shared: SharedUpdate,
    viewers: Iterable<Viewer>,
    events: readonly GameEvent[],
    playedFor: PlayedFor | null = null,
  ): Map<Viewer, ViewerFrame> {
    const frames = new Map<Viewer, ViewerFrame>();
    for (const viewer of viewers) {
      if (frames.has(viewer)) continue;
      const built = buildUpdate(this.game, match, shared, viewer, events);
      const update =
        playedFor?.seat === viewer ? { ...built, playedForYou: { ...playedFor.action } } : built;
      const previous = this.#last.get(viewer);
      this.#last.set(viewer, update);
      let fullText: string | null = null;
      frames.set(viewer, {
        version: update.version,
        base: previous?.version ?? null,
        delta: previous === undefined ? null : JSON.stringify(deltaOf(previous, update)),
        full: () => (fullText ??= JSON.stringify(update)),
      });
    }
    return frames;
  }

  /**
   * The full update a joining (or resyncing) connection of `viewer` gets now, without events
   * (the history message carries them). With `adopt` it becomes the viewer's next base; without,
   * the base stays (other connections of the viewer hold it) and this connection gets one more full
   * update at the next frame.
   */
  full(match: ErasedMatch, shared: SharedUpdate, viewer: Viewer, adopt: boolean): UpdateMessage {
    const update = buildUpdate(this.game, match, shared, viewer, []);
    if (adopt) this.#last.set(viewer, update);
    return update;
  }

  /** The version of `viewer`'s current base, or null if it has none. */
  baseVersion(viewer: Viewer): number | null {
    return this.#last.get(viewer)?.version ?? null;
  }

  /** Forgets every base (a new match, or the match was reloaded from storage). */
  reset(): void {
    this.#last.clear();
  }
}

/** The delta from `previous` to `next` (both full updates of one viewer). */
export function deltaOf(previous: UpdateMessage, next: UpdateMessage): DeltaMessage {
  return {
    type: 'delta',
    base: previous.version,
    version: next.version,
    patch: diffView(previous.view, next.view),
    events: next.events,
    legal: compactLegal(previous.legal, next.legal) as DeltaMessage['legal'],
    ...(next.decision === undefined ? {} : { decision: next.decision }),
    toAct: next.toAct,
    outcome: next.outcome,
    deadlines: next.deadlines,
    ...(next.playedForYou === undefined ? {} : { playedForYou: next.playedForYou }),
    ...(next.pauseUntil === undefined ? {} : { pauseUntil: next.pauseUntil }),
  };
}
