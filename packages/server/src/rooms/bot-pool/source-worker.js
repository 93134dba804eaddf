// The bot pool's worker when the server runs from its TypeScript sources (vitest, tsx): a worker
// thread does not inherit the tsx loader, so this registers it, then loads the real worker. The
// built server loads search-worker.js directly and never this file.
import { register } from 'tsx/esm/api';

register();
const { default: search } = await import('./search-worker.ts');
export default search;
