import { eventsFor, Match, type Action, type AnyGameModule, type GameState, type LogEntry, type MatchHeader, type Viewer } from '@tavern/engine';
import { terminalWords } from './presenters';

/** A stored game as `GET /api/rooms/:id/replay` returns it. */
export interface StoredReplay {
  readonly header: MatchHeader<unknown>;
  readonly log: readonly LogEntry<Action>[];
  readonly finalHash?: string;
}

/**
 * Re-simulates a stored game from its seed and prints it step by step as `viewer` would have seen
 * it: each decision in words, then what happened. Ends with the outcome and whether the final
 * state hash matches the stored one.
 */
export function formatReplay(module: AnyGameModule, replay: StoredReplay, viewer: Viewer, showTable: boolean): string {
  const { def } = module;
  const { text } = module;
  const words = terminalWords(replay.header.numPlayers, 'en');
  const { names } = words;
  const match = new Match(def, replay.header);
  const count = replay.header.numPlayers;
  const lines: string[] = [`${def.name}, ${count === 1 ? '1 player' : `${count} players`}, seed "${replay.header.seed}", rules ${replay.header.rulesVersion}`];
  replay.log.forEach((entry, index) => {
    const before: GameState = match.state;
    const label = text.describeAction(entry.action, def.view(before, entry.seat), words);
    const step = match.act(entry.seat, entry.action);
    lines.push(`${String(index + 1).padStart(4)}. ${names[entry.seat] ?? ''}: ${label}`);
    const seen = def.view(match.state, viewer);
    for (const event of eventsFor(step.events, viewer)) {
      const said = text.describeEvent(event, seen, words);
      if (said !== null) lines.push(`        ${said}`);
    }
    if (showTable) lines.push(indent(text.renderView(seen, viewer, words)));
  });
  const outcome = def.outcome(match.state);
  lines.push(
    outcome === null
      ? 'The game is not finished.'
      : `Result: ${outcome.label}; winners: ${outcome.winners.map((seat) => names[seat] ?? '').join(', ') || 'none'}`,
  );
  const hash = match.hash();
  if (replay.finalHash !== undefined) {
    lines.push(replay.finalHash === hash ? `State hash ${hash} matches the stored game.` : `State hash ${hash} DIFFERS from the stored ${replay.finalHash}.`);
  } else lines.push(`State hash ${hash}.`);
  return lines.join('\n');
}

function indent(block: string): string {
  return block
    .split('\n')
    .map((line) => `        ${line}`)
    .join('\n');
}
