import type { Command } from 'commander';
import { games } from '../games';

interface ServeFlags {
  readonly port?: string;
  readonly host?: string;
  readonly db?: string;
}

/** `tavern serve`: the platform (server + web client) on one port, data in a SQLite file. */
export function serveCommand(program: Command): void {
  program
    .command('serve')
    .description('start the Tavern server and web client (PORT and TAVERN_DB set the defaults)')
    .option('--port <port>', 'port to listen on (default: $PORT or 8080)')
    .option('--host <host>', 'interface to listen on', '0.0.0.0')
    .option('--db <file>', 'SQLite database file (default: $TAVERN_DB or data/tavern.db)')
    .action(async (flags: ServeFlags) => {
      const port = Number(flags.port ?? process.env['PORT'] ?? 8080);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port takes 0-65535, not "${flags.port ?? ''}".`);
      // Loaded on demand: the other commands never load Fastify and SQLite.
      const { startServer } = await import('@tavern/server');
      const running = await startServer({
        port,
        host: flags.host ?? '0.0.0.0',
        dbFile: flags.db ?? process.env['TAVERN_DB'] ?? 'data/tavern.db',
        games,
      });
      process.stdout.write(`Tavern is open at ${running.url} (press Ctrl+C to stop)\n`);
      const stop = (): void => {
        void running.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
