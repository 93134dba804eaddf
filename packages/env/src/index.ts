// Encodings: action spaces and observations per game
export { byte, relativeSeat, absoluteSeat } from './encoding';
export type { Encoder, GameEncoding, AnyGameEncoding } from './encoding';
export { regicideEncoding, regicideLayout, regicideCardIndex } from './encodings/regicide';
export { saboteurEncoding, saboteurLayout } from './encodings/saboteur';
export { sanguoshaEncoding, sanguoshaActionTypes } from './encodings/sanguosha';
export { godsGambitEncoding, godsGambitLayout } from './encodings/gods-gambit';
export { encodings, findEnvironment } from './registry';

// Environments
export { Decision } from './decision';
export { TavernEnv } from './env';
export type { EnvConfig } from './env';
export { VectorEnv, DONE } from './vector-env';
export type { VectorConfig } from './vector-env';

// The JSON-lines bridge behind `tavern env --stdio`
export { Bridge, decodeActions, type BridgeAnswer } from './bridge';
export { batchFrame, batchJson, type BatchArrays } from './batch-wire';
export { WorkerVectorEnv } from './worker-vector-env';
export type { WorkerVectorConfig } from './worker-vector-env';
