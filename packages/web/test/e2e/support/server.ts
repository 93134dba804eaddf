import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '@tavern/server';
import { build } from 'vite';
import { loadGames } from './games';

/** packages/web, where vite.config.ts lives. */
export const WEB_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Builds the client into a fresh temporary folder (never touches a running server's dist). */
export async function buildClient(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'tavern-web-'));
  await build({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** A real Tavern server on a free port, serving `staticDir`, with a throw-away database. */
export async function startTestServer(
  staticDir: string,
  botDelayMs = 0,
  newSeed?: () => string,
  summaryPauseMs = 3000,
  autoPassDelayMs?: { readonly min: number; readonly max: number },
): Promise<RunningServer & { dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tavern-e2e-db-'));
  const running = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbFile: join(dataDir, 'tavern.db'),
    durability: 'normal',
    logger: 'silent',
    staticDir,
    games: await loadGames(),
    rooms: { botDelayMs, summaryPauseMs, ...(autoPassDelayMs === undefined ? {} : { autoPassDelayMs }) },
    ...(newSeed === undefined ? {} : { newSeed }),
  });
  return {
    ...running,
    async dispose() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
