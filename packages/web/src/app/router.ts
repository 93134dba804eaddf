import { useSyncExternalStore } from 'react';

/** Where the page is: the lobby, or a room (to play, or to watch). */
export type Route =
  | { readonly page: 'lobby' }
  | { readonly page: 'room'; readonly roomId: string; readonly watch: boolean };

/** Reads a path such as `/`, `/r/abc123` or `/r/abc123/watch`. */
export function parseRoute(path: string): Route {
  const match = /^\/r\/([A-Za-z0-9_-]{6,32})(\/watch)?\/?$/.exec(path);
  if (match?.[1] !== undefined) return { page: 'room', roomId: match[1], watch: match[2] !== undefined };
  return { page: 'lobby' };
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Goes to `path` without reloading the page. */
export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  for (const listener of listeners) listener();
}

/** The current path, re-rendering on navigation. */
export function usePath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
