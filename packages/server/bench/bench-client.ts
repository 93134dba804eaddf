// The benchmarks' client side of the server: a JSON POST and an opened WebSocket.
import WebSocket from 'ws';

/** POSTs `body` as JSON and returns the parsed answer; a refusal throws with the server's words. */
export async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A WebSocket to `wsUrl`, once it is open. */
export function open(wsUrl: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl);
    socket.once('open', () => {
      resolve(socket);
    });
    socket.once('error', reject);
  });
}
