import { readFile } from 'node:fs/promises';
import type { StoredReplay } from './replay';

/** Reads a stored game from a file or a server's replay URL, with an error a person can act on. */
export async function loadReplay(source: string): Promise<StoredReplay> {
  const text = /^https?:\/\//.test(source) ? await fetchText(source) : await readText(source);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not a replay: it is not JSON.`);
  }
  if (!isStoredReplay(parsed)) throw new Error(`${source} is not a replay: it has no game header and move log.`);
  return parsed;
}

async function fetchText(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(`Could not reach ${url}: ${error instanceof Error ? error.message : String(error)}.`, { cause: error });
  }
  if (response.status === 404) throw new Error(`There is no stored game at ${url} (the room does not exist or has no replay).`);
  if (!response.ok) throw new Error(`The server answered ${response.status} ${response.statusText} for ${url}.`);
  return response.text();
}

async function readText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT') throw new Error(`There is no replay file at ${path}.`, { cause: error });
    throw new Error(`Could not read ${path}: ${error instanceof Error ? error.message : String(error)}.`, { cause: error });
  }
}

function isStoredReplay(value: unknown): value is StoredReplay {
  if (typeof value !== 'object' || value === null) return false;
  const { header, log } = value as { header?: unknown; log?: unknown };
  if (typeof header !== 'object' || header === null || !Array.isArray(log)) return false;
  const { game, numPlayers, seed } = header as { game?: unknown; numPlayers?: unknown; seed?: unknown };
  return typeof game === 'string' && typeof numPlayers === 'number' && typeof seed === 'string';
}
