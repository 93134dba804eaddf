import { Match, eventsFor, type GameEvent, type Viewer } from '@tavern/engine';
import {
  MAX_CHAT_HISTORY,
  type ChatRelayMessage,
  type HistoryEntry,
  type HistoryMessage,
} from '@tavern/engine/protocol';
import type { ErasedGame, ErasedMatch } from './room-types';

/**
 * What a joining connection needs to catch up: every applied action's events and the recent chat.
 * Events are kept whole (unscrubbed) per action and scrubbed per viewer with `eventsFor`, the same
 * choke point live updates pass through. After a restart they are rebuilt once by replaying the
 * match's log, since the events are a pure function of seed + log.
 */
export class RoomHistory {
  /** `steps[i]` holds the events of the action that made version `i + 1`; null until built. */
  #steps: (readonly GameEvent[])[] | null = null;
  readonly #chat: ChatRelayMessage[] = [];
  /** The spectators' entries at one version: a crowd joining one room scrubs the log once, not per join. */
  #spectatorEntries: { readonly version: number; readonly entries: HistoryEntry[] } | null = null;
  /** The spectators' history message as text at one version (dropped when chat moves on). */
  #spectatorText: { readonly version: number; readonly text: string } | null = null;

  /** The action that made `version` produced `events`. */
  recordStep(version: number, events: readonly GameEvent[]): void {
    const steps = this.#steps;
    if (steps === null) return;
    if (steps.length === version - 1) steps.push(events);
    else this.#steps = null;
  }

  /** A new match starts: nothing has happened in it yet. */
  startMatch(): void {
    this.#steps = [];
    this.#spectatorEntries = null;
    this.#spectatorText = null;
  }

  recordChat(line: ChatRelayMessage): void {
    this.#spectatorText = null;
    this.#chat.push(line);
    if (this.#chat.length > MAX_CHAT_HISTORY) this.#chat.shift();
  }

  /** The history message for `viewer`: its share of every action's events (null match: chat only). */
  messageFor(game: ErasedGame, match: ErasedMatch | null, viewer: Viewer): HistoryMessage {
    let entries: HistoryEntry[] = [];
    if (match !== null) {
      const cached = this.#spectatorEntries;
      if (viewer === 'spectator' && cached?.version === match.version) {
        entries = cached.entries;
      } else {
        this.#steps = this.#stepsOf(game, match);
        this.#steps.forEach((events, index) => {
          const seen = eventsFor(events, viewer);
          if (seen.length > 0) entries.push({ version: index + 1, events: seen });
        });
        if (viewer === 'spectator') this.#spectatorEntries = { version: match.version, entries };
      }
    }
    return { type: 'history', entries, chat: [...this.#chat] };
  }

  /** `messageFor` as JSON text; a crowd of spectators shares one text per version. */
  textFor(game: ErasedGame, match: ErasedMatch | null, viewer: Viewer): string {
    const version = match?.version ?? -1;
    if (viewer === 'spectator' && this.#spectatorText?.version === version) return this.#spectatorText.text;
    const text = JSON.stringify(this.messageFor(game, match, viewer));
    if (viewer === 'spectator') this.#spectatorText = { version, text };
    return text;
  }

  #stepsOf(game: ErasedGame, match: ErasedMatch): (readonly GameEvent[])[] {
    const steps = this.#steps;
    if (steps?.length === match.version) return steps;
    const replay = new Match(game, match.header);
    return match.log.map((entry) => replay.act(entry.seat, entry.action).events);
  }
}
