// Cluster benchmark: the load benchmark (load.ts) through docs/deploy.md's nginx against one and
// then two cluster processes on PostgreSQL and Redis, in one run, then the take-over time after a
// SIGKILL of one of the two. Run: `npm run bench:cluster -- [--rooms 1000] [--seconds 45]
// [--warmup-seconds 20] [--think-ms 500] [--game regicide]` (DATABASE_URL / REDIS_URL, default this machine's services;
// nginx from NGINX_PATH or /usr/sbin/nginx). Not a test: it prints figures.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findNginx } from '../test/fixtures/cluster-services';
import { startNginx } from '../test/fixtures/nginx-proxy';
import { runLoadBench, type LoadBenchReport } from './load';

const DATABASE_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const SCRIPT = fileURLToPath(new URL('./serve-cluster-bench.ts', import.meta.url));

interface BenchProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly pid: number;
}

function spawnProcess(namespace: string): Promise<BenchProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, namespace], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL, REDIS_URL },
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) => {
      const { url, pid } = JSON.parse(line) as { url: string; pid: number };
      resolve({ child, url, pid });
    });
    child.once('exit', (code) => {
      reject(new Error(`cluster process exited (${code})`));
    });
  });
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => {
      resolve();
    });
    child.kill(signal);
  });
}

async function sql<T extends pg.QueryResultRow>(namespace: string, text: string): Promise<T[]> {
  const client = new pg.Client({
    connectionString: DATABASE_URL,
    options: `-c search_path=${namespace}`,
  });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const load = (): string =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

interface Phase {
  readonly processes: number;
  readonly report: LoadBenchReport;
  readonly loadBefore: string;
  readonly loadAfter: string;
}

/** Runs the load benchmark through nginx in front of `count` fresh processes of one namespace. */
async function phase(
  count: number,
  options: Parameters<typeof runLoadBench>[0],
  after?: (namespace: string, processes: BenchProcess[]) => Promise<void>,
): Promise<Phase> {
  const namespace = `tavern_bench_${randomBytes(5).toString('hex')}`;
  const processes: BenchProcess[] = [];
  for (let i = 0; i < count; i++) processes.push(await spawnProcess(namespace));
  // The doc's block names two upstreams; one process stands in for both in the first phase.
  const upstreams = [0, 1].map((i) => new URL((processes[i] ?? processes[0])!.url).host);
  const nginx = await startNginx(findNginx() ?? 'nginx', upstreams);
  try {
    const loadBefore = load();
    const report = await runLoadBench({ ...options, url: nginx.url }).catch((error: unknown) => {
      process.stderr.write(`nginx said:\n${nginx.errorLog().split('\n').slice(0, 8).join('\n')}\n`);
      throw error;
    });
    const loadAfter = load();
    await after?.(namespace, processes);
    return { processes: count, report, loadBefore, loadAfter };
  } finally {
    await nginx.stop();
    for (const p of processes) await stop(p.child, 'SIGKILL');
    await sql(namespace, `DROP SCHEMA IF EXISTS ${namespace} CASCADE`).catch(() => undefined);
  }
}

/** After the load: SIGKILL one process and time how long until the other holds all its rooms. */
async function measureTakeOver(namespace: string, processes: BenchProcess[]): Promise<void> {
  const doomed = processes[0]!;
  const heldByDoomed = async (): Promise<number> =>
    Number(
      (
        await sql<{ n: string }>(
          namespace,
          `SELECT count(*) AS n FROM room_leases JOIN rooms ON rooms.id = room_leases.room_id
           WHERE rooms.status <> 'finished' AND room_leases.owner LIKE '%-${doomed.pid}-%'`,
        )
      )[0]?.n ?? 0,
    );
  const rooms = await heldByDoomed();
  const killedAt = Date.now();
  await stop(doomed.child, 'SIGKILL');
  let first: number | null = null;
  let left = rooms;
  while (left > 0 && Date.now() - killedAt < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    left = await heldByDoomed();
    if (first === null && left < rooms) first = Date.now() - killedAt;
  }
  const all = Date.now() - killedAt;
  process.stdout.write(
    `take-over after SIGKILL: ${rooms} unfinished rooms of the killed process; first taken over ` +
      `after ${first ?? '-'} ms, all after ${all} ms${left > 0 ? ` (${left} still held)` : ''}; ` +
      `load average ${load()}\n`,
  );
}

const { values } = parseArgs({
  options: {
    rooms: { type: 'string' },
    seconds: { type: 'string' },
    'think-ms': { type: 'string' },
    'warmup-seconds': { type: 'string' },
    game: { type: 'string' },
  },
});
const options = {
  rooms: Number(values.rooms ?? 1000),
  durationMs: Number(values.seconds ?? 45) * 1000,
  // Creating 1000 rooms takes many seconds on a busy machine: measure the steady state after it.
  warmupMs: Number(values['warmup-seconds'] ?? 20) * 1000,
  thinkMs: Number(values['think-ms'] ?? 500),
  ...(values.game === undefined ? {} : { games: [values.game] }),
};
const phases = [await phase(1, options), await phase(2, options, measureTakeOver)];
process.stdout.write(
  '| Processes | Rooms | Actions/s | p50 | p90 | p99 | max | Server-side p99 | Errors | Load average (before → after) |\n' +
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n',
);
for (const { processes, report, loadBefore, loadAfter } of phases) {
  // The client-only rooms (load.ts also reports its probe room apart).
  const l = report.latencyMs['clients'] ?? { p50: 0, p90: 0, p99: 0, max: 0 };
  const errors = Object.values(report.errors).reduce((sum, count) => sum + count, 0);
  process.stdout.write(
    `| ${processes} | ${report.options.rooms} | ${report.actionsPerSecond.toFixed(0)} | ${l.p50.toFixed(1)} ms | ` +
      `${l.p90.toFixed(1)} ms | ${l.p99.toFixed(1)} ms | ${l.max.toFixed(0)} ms | ${report.serverLatencySeconds.p99} s | ` +
      `${errors} | ${loadBefore} → ${loadAfter} |\n`,
  );
}
