// The command line, for embedding and tests
export { buildProgram, main } from './main';
export { games, findGame } from './games';
export { simulate } from './simulate';
export type { SimulationOptions, SimulationResult } from './simulate';
export { playInTerminal } from './play';
export { scriptedIo } from './terminal/io';
