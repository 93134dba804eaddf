import { Command } from 'commander';
import { arenaCommand } from './commands/arena';
import { benchCommand } from './commands/bench';
import { envCommand } from './commands/env';
import { playCommand } from './commands/play';
import { replayCommand } from './commands/replay';
import { serveCommand } from './commands/serve';
import { simCommand } from './commands/sim';
import { games } from './games';

/** Builds the `tavern` command with all its subcommands. */
export function buildProgram(): Command {
  const program = new Command('tavern')
    .description("Tavern: Regicide, Saboteur, Sanguosha and Gods' Gambit, in a browser or a terminal")
    .showHelpAfterError();
  serveCommand(program);
  playCommand(program);
  simCommand(program);
  arenaCommand(program, games);
  benchCommand(program);
  replayCommand(program);
  envCommand(program);
  return program;
}

/** Runs the command line; prints errors as one readable line instead of a stack trace. */
export async function main(argv: readonly string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    process.stderr.write(`tavern: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
