#!/usr/bin/env node
// Runs the built JavaScript (npm install builds it: see the root package.json's "prepare").
import { existsSync } from 'node:fs';

const main = new URL('../dist/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('tavern: the command is not built yet; run `npm run build` in the repository first.\n');
  process.exit(1);
}
const { main: run } = await import(main.href);
await run(process.argv);
