// The browser client is an application, not a library: its entry point is index.html → src/main.tsx.
// This module names the pieces other tooling may want to know about (nothing imports it at run time).
export { parseRoute } from './app/router';
export type { Route } from './app/router';
