import { parentPort, workerData } from 'node:worker_threads';
import { findEnvironment } from './registry';
import { VectorEnv } from './vector-env';
import type { WorkerRequest, WorkerSlice, WorkerSetup } from './worker-messages';

// One worker thread of a WorkerVectorEnv: a VectorEnv over its slice of the batch, answering
// reset and step requests with copies of the batch arrays (transferred, not cloned).
const setup = workerData as WorkerSetup;
const { module, encoding } = findEnvironment(setup.game);
const vector = new VectorEnv({
  module,
  encoding,
  players: setup.players,
  ...(setup.options === undefined ? {} : { options: setup.options }),
  count: setup.count,
  firstIndex: setup.firstIndex,
  autoReset: setup.autoReset,
  observe: setup.observe,
});

function slice(): WorkerSlice {
  return {
    agents: vector.agents.slice(),
    dones: vector.dones.slice(),
    rewards: vector.rewards.slice(),
    observations: vector.observations.slice(),
    legalCounts: vector.legalCounts.slice(),
    legalIds: vector.legalIds.slice(0, vector.legalTotal),
    actionsTaken: vector.actionsTaken,
  };
}

parentPort?.on('message', (request: WorkerRequest) => {
  try {
    if (request.op === 'reset') vector.reset(request.seed);
    else vector.step(request.actions);
    const answer = slice();
    // slice() gives each array a fresh ArrayBuffer of its own, so all of them can be transferred.
    const buffers = [answer.agents, answer.dones, answer.rewards, answer.observations, answer.legalCounts, answer.legalIds].map(
      (array) => array.buffer as ArrayBuffer,
    );
    parentPort?.postMessage({ ok: true, slice: answer }, buffers);
  } catch (error) {
    parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
