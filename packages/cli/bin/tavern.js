#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx: Tavern has no build step outside the web client.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
await main(process.argv);
