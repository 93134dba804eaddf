import type { Command } from 'commander';
import { asSeat, type Viewer } from '@tavern/engine';
import { findGame } from '../games';
import { formatReplay } from '../replay';
import { loadReplay } from '../replay-source';

interface ReplayFlags {
  readonly seat?: string;
  readonly table?: boolean;
}

/** `tavern replay`: re-simulate a stored game from a file or a server's replay URL. */
export function replayCommand(program: Command): void {
  program
    .command('replay')
    .description('print a finished game step by step (a replay JSON file, or http://host/api/rooms/ID/replay)')
    .argument('<source>', 'file path or URL')
    .option('--seat <s>', "show the game as this seat saw it, counted from 0 (0 is Player 1; default: a spectator's view)")
    .option('--table', 'print the table after every step')
    .action(async (source: string, flags: ReplayFlags) => {
      const replay = await loadReplay(source);
      const viewer: Viewer = flags.seat === undefined ? 'spectator' : asSeat(Number(flags.seat));
      process.stdout.write(`${formatReplay(findGame(replay.header.game), replay, viewer, flags.table === true)}\n`);
    });
}
