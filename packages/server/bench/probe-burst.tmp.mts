import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { startNginx } from '../test/fixtures/nginx-proxy';
const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/bench/serve-cluster-bench.ts', 'tavern_probe_x'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', REDIS_URL: 'redis://127.0.0.1:6379' },
});
const url = await new Promise<string>((r) => createInterface({ input: child.stdout }).once('line', (l) => r(JSON.parse(l).url)));
const host = new URL(url).host;
const nginx = await startNginx('/usr/sbin/nginx', [host, host]);
const base = process.argv[2] === 'direct' ? url : nginx.url;
const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: await r.json() as { roomId: string } }));
const results = await Promise.allSettled(Array.from({ length: 1000 }, async () => { const room = await post('/api/rooms', { game: 'regicide', seats: 2, name: 'B', public: false }); const seat = await post(`/api/rooms/${room.body.roomId}/seats`, { name: 'B1' }); return `${room.status}/${seat.status}`; }));
const c: Record<string, number> = {}; for (const r of results) { const k = r.status === 'fulfilled' ? String(r.value) : String((r.reason as Error).message); c[k] = (c[k] ?? 0) + 1; }
console.log(base === url ? 'direct' : 'nginx', c);
console.log(nginx.errorLog().split('\n').slice(0, 2).join('\n').slice(0, 400));
await nginx.stop();
child.kill('SIGKILL');
process.exit(0);
