import type { Command } from 'commander';
import { games } from '../games';

interface ServeFlags {
  readonly port?: string;
  readonly host?: string;
  readonly db?: string;
}

/**
 * `tavern serve`: the platform (server + web client) on one port, data in a SQLite file. Settings
 * come from the environment (see the server README); the flags override HOST, PORT and TAVERN_DB.
 * A bad setting or a failed listen rejects, and `main` exits non-zero with the reason.
 */
export function serveCommand(program: Command): void {
  program
    .command('serve')
    .description(
      'start the Tavern server and web client (settings from the environment: see packages/server/README.md)',
    )
    .option('--port <port>', 'port to listen on (default: $PORT or 8080)')
    .option('--host <host>', 'interface to listen on (default: $HOST or 0.0.0.0)')
    .option('--db <file>', 'SQLite database file (default: $TAVERN_DB or data/tavern.db)')
    .action(async (flags: ServeFlags) => {
      // Loaded on demand: the other commands never load Fastify and SQLite.
      const { loadServerEnv, startOptionsFromEnv, startServer } = await import('@tavern/server');
      const env = loadServerEnv({
        ...process.env,
        ...(flags.port === undefined ? {} : { PORT: flags.port }),
        ...(flags.host === undefined ? {} : { HOST: flags.host }),
        ...(flags.db === undefined ? {} : { TAVERN_DB: flags.db }),
      });
      const running = await startServer({ ...startOptionsFromEnv(env), games });
      process.stdout.write(`Tavern is open at ${running.url} (press Ctrl+C to stop)\n`);
      const stop = (): void => {
        void running.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
