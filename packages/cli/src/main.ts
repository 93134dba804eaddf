import { Command } from 'commander';
import { arenaCommand } from './commands/arena';
import { benchCommand } from './commands/bench';
import { envCommand } from './commands/env';
import { playCommand } from './commands/play';
import { replayCommand } from './commands/replay';
import { rulesCommand } from './commands/rules';
import { serveCommand } from './commands/serve';
import { simCommand } from './commands/sim';
import { games } from './games';
import { VERSION } from './version';

/** Builds the `tavern` command with all its subcommands. */
export function buildProgram(): Command {
  const program = new Command('tavern')
    .description("Tavern: Regicide, Saboteur, Sanguosha and Gods' Gambit, in a browser or a terminal")
    .version(VERSION, '-V, --version', 'print the version of Tavern')
    .showHelpAfterError();
  serveCommand(program);
  playCommand(program);
  simCommand(program);
  arenaCommand(program, games);
  benchCommand(program);
  replayCommand(program);
  rulesCommand(program);
  envCommand(program);
  return program;
}

/** Runs the command line; prints errors as one readable line instead of a stack trace. */
export async function main(argv: readonly string[]): Promise<void> {
  quietWhenOutputCloses(process.stdout);
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    process.stderr.write(`tavern: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

/**
 * `tavern bench --json | head` closes the pipe while we still write: that is the reader saying it
 * has enough, not an error, so stop quietly instead of crashing with EPIPE.
 */
export function quietWhenOutputCloses(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}
