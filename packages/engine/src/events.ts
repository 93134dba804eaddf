import type { Seat, Viewer } from './seat';

/**
 * Something that happened, for logs and animation. Public unless `visibleTo` names the seats that
 * may see it; others receive `redacted` (a public form) if present, or nothing.
 */
export interface GameEvent {
  readonly type: string;
  readonly visibleTo?: readonly Seat[];
  readonly redacted?: GameEvent;
  readonly [field: string]: unknown;
}

/** The events `viewer` may see, in order, with private ones replaced by their public form. */
export function eventsFor(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  const out: GameEvent[] = [];
  for (const event of events) {
    const visible =
      event.visibleTo === undefined || (viewer !== 'spectator' && event.visibleTo.includes(viewer));
    if (visible) {
      if (event.visibleTo === undefined && event.redacted === undefined) out.push(event);
      else {
        const { visibleTo: _visibleTo, redacted: _redacted, ...rest } = event;
        out.push(rest);
      }
    } else if (event.redacted !== undefined) {
      out.push(event.redacted);
    }
  }
  return out;
}
