import type { Command } from 'commander';
import { createInterface } from 'node:readline';

interface EnvFlags {
  readonly stdio?: boolean;
}

/**
 * `tavern env --stdio`: the games as reinforcement-learning environments over JSON lines on
 * stdin/stdout (the protocol of `Bridge` in @tavern/env), for the Python package and any other
 * language. Answers come in request order, one line each; the process ends at `close` or EOF.
 */
export function envCommand(program: Command): void {
  program
    .command('env')
    .description('serve the games as RL environments over JSON lines (see docs/research.md)')
    .option('--stdio', 'talk JSON lines on stdin/stdout')
    .action(async (flags: EnvFlags) => {
      if (flags.stdio !== true) throw new Error('tavern env needs --stdio (the only transport so far).');
      const { Bridge } = await import('@tavern/env');
      const bridge = new Bridge();
      const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
      for await (const line of lines) {
        if (line.trim() === '') continue;
        const answer = bridge.handleLine(line);
        if (!process.stdout.write(`${answer}\n`)) await new Promise((resolve) => process.stdout.once('drain', resolve));
        if (bridge.closed) break;
      }
      lines.close();
    });
}
