import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import { registerWebSocketRoute } from '../src/ws/websocket-route';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

interface Harness {
  readonly app: FastifyInstance;
  readonly url: string;
  /** The address each accepted connection was given. */
  readonly accepted: string[];
  /** Every request Fastify routed, held weakly. */
  readonly requests: WeakRef<object>[];
}

const open: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

async function harness(
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void> = async () => {},
): Promise<Harness> {
  const app = Fastify();
  open.push(app);
  const accepted: string[] = [];
  const requests: WeakRef<object>[] = [];
  app.addHook('onRequest', (request, _reply, done) => {
    requests.push(new WeakRef(request), new WeakRef(request.raw));
    done();
  });
  registerWebSocketRoute(app, {
    path: '/ws',
    maxPayload: 1024,
    guard,
    onConnection(socket, address) {
      accepted.push(address);
      socket.on('message', (data: Buffer) => {
        socket.send(`echo ${data.toString('utf8')}`);
      });
    },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: address.replace('http', 'ws') + '/ws', accepted, requests };
}

function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => {
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

function reply(socket: WebSocket, text: string): Promise<string> {
  return new Promise((resolve) => {
    socket.once('message', (data: Buffer) => {
      resolve(data.toString('utf8'));
    });
    socket.send(text);
  });
}

describe('the WebSocket route', () => {
  test('upgrades after the hooks, with the address Fastify read', async () => {
    const { url, accepted } = await harness();
    const socket = await connect(url);
    expect(await reply(socket, 'hello')).toBe('echo hello');
    expect(accepted).toEqual(['127.0.0.1']);
    socket.close();
  });

  test('a connection keeps nothing of the HTTP request that opened it', async () => {
    const { url, requests } = await harness();
    const sockets = await Promise.all([connect(url), connect(url), connect(url)]);
    for (const socket of sockets) expect(await reply(socket, 'ping')).toBe('echo ping');
    expect(requests.length).toBe(6);
    for (let round = 0; round < 5 && requests.some((ref) => ref.deref() !== undefined); round++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      collectGarbage();
    }
    // Every request and raw message is gone while its connection is still open and answering.
    expect(requests.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
    for (const socket of sockets) expect(await reply(socket, 'still')).toBe('echo still');
    for (const socket of sockets) socket.close();
  });

  test("the guard's answer refuses the upgrade and ends the socket", async () => {
    const { url, accepted } = await harness(async (_request, answer) => {
      await answer.code(429).send({ code: 'tooManyRequests', message: 'Too many.' });
    });
    await expect(connect(url)).rejects.toThrow(/429/);
    expect(accepted).toEqual([]);
  });

  test('an upgrade to another path is refused with 404', async () => {
    const { url, accepted } = await harness();
    await expect(connect(url.replace('/ws', '/elsewhere'))).rejects.toThrow(/404/);
    expect(accepted).toEqual([]);
  });

  test('a plain GET of the path says it takes WebSocket connections only', async () => {
    const { url } = await harness();
    const response = await fetch(url.replace('ws', 'http'));
    expect(response.status).toBe(426);
    expect(await response.json()).toEqual({
      code: 'upgradeRequired',
      message: 'This address takes WebSocket connections only.',
    });
  });

  test('a frame over the limit closes the connection with 1009', async () => {
    const { url } = await harness();
    const socket = await connect(url);
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send('x'.repeat(2048));
    expect(await closed).toBe(1009);
  });

  test('closing the app closes its connections', async () => {
    const { app, url } = await harness();
    const socket = await connect(url);
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    await app.close();
    open.splice(open.indexOf(app), 1);
    expect(await closed).toBeGreaterThan(0);
  });
});
