// One cluster process under load: `npx tsx serve-cluster-bench.ts <namespace>`, with DATABASE_URL
// and REDIS_URL set. Prints {"url": ..., "pid": ...} once listening.
import { pino } from 'pino';
import { startServer } from '../src/index';

const namespace = process.argv[2];
const databaseUrl = process.env['DATABASE_URL'];
const redisUrl = process.env['REDIS_URL'];
if (namespace === undefined || databaseUrl === undefined || redisUrl === undefined)
  throw new Error('usage: DATABASE_URL=… REDIS_URL=… serve-cluster-bench.ts <namespace>');
const running = await startServer({
  port: 0,
  host: '127.0.0.1',
  // Warnings to stderr (shown by the benchmark); stdout carries the one line above.
  logger: pino({ level: 'warn' }, process.stderr),
  staticDir: null,
  cluster: { databaseUrl, redisUrl, namespace },
  rooms: { botDelayMs: 0 },
  limits: {
    roomsPerAddress: 1_000_000,
    connectionsPerAddress: 1_000_000,
    httpRequestsPerMinute: 10_000_000,
    rate: { perSecond: 1000, burst: 1000 },
  },
});
process.stdout.write(
  `${JSON.stringify({ url: running.url.replace('localhost', '127.0.0.1'), pid: process.pid })}\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
