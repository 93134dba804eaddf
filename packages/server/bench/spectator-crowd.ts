// The spectators benchmark's crowd, in a child process (forked): joins `spectators` connections to one room
// in batches, counts the frames and bytes they receive, posts 'joined' when all are in, and answers
// each 'report' message with a `CrowdReport`.
import WebSocket from 'ws';

/** What the crowd received so far. */
export interface CrowdReport {
  readonly joined: number;
  readonly failures: number;
  readonly frames: number;
  readonly bytes: number;
}

interface CrowdOptions {
  readonly wsUrl: string;
  readonly roomId: string;
  readonly spectators: number;
  readonly batch: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as CrowdOptions;
const send = (message: unknown): void => {
  if (process.send === undefined) throw new Error('spectator-crowd.ts runs as a forked child');
  process.send(message);
};
let frames = 0;
let bytes = 0;
let joined = 0;
let failures = 0;

function spectate(): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(options.wsUrl);
    socket.once('error', () => {
      failures++;
      resolve();
    });
    socket.once('open', () => {
      // The crowd only counts what it gets: parsing 2,000 copies would measure this thread instead.
      socket.on('message', (data: Buffer) => {
        frames++;
        bytes += data.length;
      });
      socket.once('message', (data: Buffer) => {
        if (data.toString('utf8').startsWith('{"type":"joined"')) joined++;
        else failures++;
        resolve();
      });
      socket.send(JSON.stringify({ type: 'join', roomId: options.roomId }));
    });
  });
}

process.on('message', () => {
  send({ joined, failures, frames, bytes } satisfies CrowdReport);
});
for (let i = 0; i < options.spectators; i += options.batch) {
  await Promise.all(Array.from({ length: Math.min(options.batch, options.spectators - i) }, spectate));
}
send('joined');
