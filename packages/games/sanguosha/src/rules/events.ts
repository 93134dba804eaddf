import type { GameEvent } from '@tavern/engine';

// Events are collected while one `apply` runs; rules call `emit` instead of threading a list
// through every pure function. The sink is reset at the start of each apply (single-threaded).
let sink: GameEvent[] = [];

/** Starts collecting events for one apply. */
export function beginEvents(): void {
  sink = [];
}

/** Takes the events collected since `beginEvents`. */
export function takeEvents(): GameEvent[] {
  const out = sink;
  sink = [];
  return out;
}

/** Records an event (past-tense type, style point 7). */
export function emit(event: GameEvent): void {
  sink.push(event);
}
