import type { Command } from 'commander';
import { createInterface } from 'node:readline';

interface EnvFlags {
  readonly stdio?: boolean;
  readonly workers: string;
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
    .option('-w, --workers <n>', 'worker threads for batches of several environments (1 = this thread)', '1')
    .action(async (flags: EnvFlags) => {
      if (flags.stdio !== true) throw new Error('tavern env needs --stdio (the only transport so far).');
      const { Bridge } = await import('@tavern/env');
      const workers = Number(flags.workers);
      if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers takes a whole number of at least 1, not "${flags.workers}".`);
      const bridge = new Bridge(workers);
      const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
      for await (const line of lines) {
        if (line.trim() === '') continue;
        const answer = await bridge.handleLine(line);
        // A JSON answer is a line; a binary batch frame carries its own framing.
        if (!process.stdout.write(typeof answer === 'string' ? `${answer}\n` : answer)) await new Promise((resolve) => process.stdout.once('drain', resolve));
        if (bridge.closed) break;
      }
      lines.close();
    });
}
