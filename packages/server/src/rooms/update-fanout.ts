import type { GameEvent, Viewer } from '@tavern/engine';
import type { Clock, TimerHandle } from '../clock';
import type { RoomClient } from './room-client';
import type { RoomOutbox } from './room-outbox';
import type { SharedUpdate } from './room-update';
import type { ErasedGame, ErasedMatch } from './room-types';
import { ViewerUpdates, type PlayedFor, type ViewerFrame } from './viewer-updates';

/** When spectators get coalesced updates. */
export interface FanoutSettings {
  /** Above this many spectators, spectators get at most one update per `spectatorFrameMs`. */
  readonly coalesceSpectatorsAbove: number;
  readonly spectatorFrameMs: number;
}

/** What the fan-out reads from its room. */
export interface FanoutSource {
  /** Every live connection and the viewer it speaks for. */
  connections(): Iterable<readonly [RoomClient, Viewer]>;
  spectatorCount(): number;
  /** Where the room's messages go out, in order. */
  readonly outbox: RoomOutbox;
  /** The match and what every viewer shares now; null before the start. */
  current(): { readonly match: ErasedMatch; readonly shared: SharedUpdate } | null;
  /** Runs `task` in the room's queue, so nothing is sent about an action not yet stored. */
  enqueue(task: () => void): void;
}

/**
 * Sends game updates to a room's connections: each viewer's frame is built once (`ViewerUpdates`)
 * and each connection gets the delta if it holds the delta's base, else the full update. It
 * remembers which version every connection holds. Spectators of a big room are sent one update per
 * `spectatorFrameMs` carrying every action's events since their last, so a busy table costs the
 * server a bounded number of frames per spectator, not one per action.
 */
export class UpdateFanout {
  readonly #updates: ViewerUpdates;
  /** The version of the last update each connection was sent. */
  readonly #held = new Map<RoomClient, number>();
  /** Events spectators have not been sent yet, while a coalesced frame is due. */
  #spectatorEvents: GameEvent[] = [];
  #spectatorTimer: TimerHandle | null = null;
  /** The spectators' full update as text at one version: a crowd joining builds it once. */
  #spectatorFull: { readonly version: number; readonly text: string } | null = null;

  constructor(
    game: ErasedGame,
    readonly clock: Clock,
    readonly settings: FanoutSettings,
    readonly source: FanoutSource,
  ) {
    this.#updates = new ViewerUpdates(game);
  }

  /** A connection joined (or asked to resync): it gets the full update now. */
  sendFull(client: RoomClient, viewer: Viewer): void {
    const now = this.source.current();
    if (now === null) return;
    const cached = this.#spectatorFull;
    if (viewer === 'spectator' && cached?.version === now.match.version) {
      this.source.outbox.send(client, cached.text);
      this.#held.set(client, cached.version);
      return;
    }
    const base = this.#updates.baseVersion(viewer);
    let othersHoldBase = false;
    for (const [other, seen] of this.source.connections()) {
      if (other !== client && seen === viewer && this.#held.get(other) === base) othersHoldBase = true;
    }
    const update = this.#updates.full(now.match, now.shared, viewer, !othersHoldBase);
    const text = JSON.stringify(update);
    if (viewer === 'spectator') this.#spectatorFull = { version: update.version, text };
    this.source.outbox.send(client, text);
    this.#held.set(client, update.version);
  }

  /** A connection went away. */
  release(client: RoomClient): void {
    this.#held.delete(client);
  }

  /** An action was applied and stored: every viewer hears of it (big rooms' spectators soon). */
  changed(events: readonly GameEvent[], playedFor: PlayedFor | null): void {
    const now = this.source.current();
    if (now === null) return;
    const viewers = new Set<Viewer>();
    for (const [, viewer] of this.source.connections()) viewers.add(viewer);
    const watched = viewers.delete('spectator');
    const frames = this.#updates.frames(now.match, now.shared, viewers, events, playedFor);
    if (this.source.spectatorCount() > this.settings.coalesceSpectatorsAbove) {
      this.#spectatorEvents.push(...events);
      this.#spectatorTimer ??= this.clock.schedule(this.settings.spectatorFrameMs, () => {
        this.source.enqueue(() => {
          this.#flushSpectators();
        });
      });
    } else {
      // Spectators catching up after coalescing (their crowd shrank) get the events they missed.
      const missed = this.#takeSpectatorEvents();
      if (watched) {
        const spectator = this.#updates
          .frames(now.match, now.shared, ['spectator'], [...missed, ...events])
          .get('spectator');
        if (spectator !== undefined) frames.set('spectator', spectator);
      }
    }
    this.#send(frames);
  }

  /** Forgets every base and pending frame (a new match). */
  reset(): void {
    this.#updates.reset();
    this.#held.clear();
    this.#cancelSpectatorFrame();
    this.#spectatorEvents = [];
    this.#spectatorFull = null;
  }

  /** Stops the coalescing timer (the room closed). */
  close(): void {
    this.#cancelSpectatorFrame();
  }

  #flushSpectators(): void {
    this.#spectatorTimer = null;
    const now = this.source.current();
    const events = this.#spectatorEvents;
    this.#spectatorEvents = [];
    if (now === null || events.length === 0) return;
    this.#send(this.#updates.frames(now.match, now.shared, ['spectator'], events));
  }

  /** Events still owed to spectators when coalescing stops. */
  #takeSpectatorEvents(): GameEvent[] {
    this.#cancelSpectatorFrame();
    const events = this.#spectatorEvents;
    this.#spectatorEvents = [];
    return events;
  }

  #cancelSpectatorFrame(): void {
    this.#spectatorTimer?.cancel();
    this.#spectatorTimer = null;
  }

  #send(frames: ReadonlyMap<Viewer, ViewerFrame>): void {
    const sends: [RoomClient, string][] = [];
    for (const [client, viewer] of this.source.connections()) {
      const frame = frames.get(viewer);
      if (frame === undefined) continue;
      const holdsBase = frame.base !== null && this.#held.get(client) === frame.base;
      sends.push([client, holdsBase && frame.delta !== null ? frame.delta : frame.full()]);
      this.#held.set(client, frame.version);
    }
    this.source.outbox.sendEach(sends);
  }
}
