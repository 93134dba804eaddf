// Environment throughput per game, on this thread and on worker threads, against the raw
// random-playout rate of the same rules (toAct → legalActions → apply, no encoding).
// It runs the built packages (what users install): npm run bench:env -- [--seconds 2] [--game regicide]
// [--count 64] [--workers 2] [--json]
import { seededRng } from '@tavern/engine';
import { findEnvironment, TavernEnv, VectorEnv, WorkerVectorEnv } from '@tavern/env';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const seconds = Number(flag('seconds', '2'));
const count = Number(flag('count', '64'));
const workers = Number(flag('workers', '2'));
const only = flag('game', '');
const json = args.includes('--json');
const TABLES = [
  ['regicide', 2],
  ['saboteur', 4],
  ['sanguosha', 5],
  ['gods-gambit', 3],
];
const now = () => Number(process.hrtime.bigint()) / 1e9;

/**
 * Runs the named loops in turns of `slice` seconds until each had `seconds` in all, so that a
 * machine whose load drifts slows them alike and their ratios hold. Each loop returns the game
 * actions it did; `steps` counts action ids (several per game action in decomposed games).
 */
function interleaved(loops) {
  const totals = Object.fromEntries(Object.keys(loops).map((name) => [name, { actions: 0, steps: 0, time: 0 }]));
  for (const work of Object.values(loops)) {
    const warm = now() + Math.min(0.3, seconds / 4);
    while (now() < warm) work();
  }
  const slice = Math.min(0.25, seconds / 4);
  for (let round = 0; round * slice < seconds; round++) {
    for (const [name, work] of Object.entries(loops)) {
      const total = totals[name];
      steps = 0;
      const start = now();
      while (now() - start < slice) total.actions += work();
      total.time += now() - start;
      total.steps += steps;
    }
  }
  return Object.fromEntries(
    Object.entries(totals).map(([name, t]) => [name, { actionsPerSecond: t.actions / t.time, stepsPerSecond: t.steps / t.time }]),
  );
}
/** Action ids taken, counted by the environment loops. */
let steps = 0;

function rawPlayouts(module, players) {
  const { def } = module;
  const rng = seededRng('raw');
  let g = 0;
  return () => {
    let state = def.setup(players, `raw:${g++}`, def.defaultOptions);
    let actions = 0;
    while (def.outcome(state) === null && actions < def.maxSteps) {
      const toAct = def.toAct(state);
      const seat = toAct.length === 1 ? toAct[0] : rng.pick(toAct);
      const legal = def.legalActions(state, seat);
      state = def.apply(state, seat, rng.pick(legal)).state;
      actions++;
    }
    return actions;
  };
}

/** The AEC loop of an agent: observe, mask, step, one environment. */
function aecLoop(game, players) {
  const { module, encoding } = findEnvironment(game);
  const env = new TavernEnv({ module, encoding, players });
  const obs = new Uint8Array(env.observationSize);
  const mask = new Uint8Array(env.numActions);
  const rng = seededRng('aec');
  const ids = new Uint16Array(env.numActions);
  let g = 0;
  return () => {
    env.reset(`aec:${g++}`);
    while (!env.done) {
      const agent = env.agentSelection;
      env.observe(agent, obs);
      env.actionMask(agent, mask);
      const decision = env.decision(agent);
      const n = decision?.writeLegalTokens(ids, 0, seen(env.numActions), ++stamp) ?? 0;
      env.step(ids[rng.int(n)]);
      steps++;
    }
    return env.actionsTaken;
  };
}
let stamp = 0;
let seenTable = new Int32Array(0);
function seen(size) {
  if (seenTable.length < size) seenTable = new Int32Array(size);
  return seenTable;
}

/** A batch of environments with observations, stepped by a random agent over the legal ids. */
function vectorLoop(game, players, observe) {
  const { module, encoding } = findEnvironment(game);
  const vector = new VectorEnv({ module, encoding, players, count, observe });
  vector.reset('vector');
  const rng = seededRng('vector');
  const actions = new Uint16Array(count);
  return {
    work: () => {
      const before = vector.actionsTaken;
      for (let round = 0; round < 16; round++) {
        let at = 0;
        for (let i = 0; i < count; i++) {
          const n = vector.legalCounts[i];
          actions[i] = vector.legalIds[at + rng.int(n)];
          at += n;
        }
        vector.step(actions);
        steps += count;
      }
      return vector.actionsTaken - before;
    },
  };
}

async function threaded(game, players) {
  const threads = new WorkerVectorEnv({ game, players, count: count * workers, workers });
  try {
    await threads.reset('threads');
    const rng = seededRng('threads');
    const actions = new Uint16Array(threads.count);
    const run = async (until) => {
      let steps = 0;
      const before = threads.actionsTaken;
      while (now() < until) {
        let at = 0;
        for (let i = 0; i < threads.count; i++) {
          const n = threads.legalCounts[i];
          actions[i] = threads.legalIds[at + rng.int(n)];
          at += n;
        }
        await threads.step(actions);
        steps += threads.count;
      }
      return [threads.actionsTaken - before, steps];
    };
    await run(now() + Math.min(0.5, seconds / 4));
    const start = now();
    const [done, steps] = await run(start + seconds);
    const elapsed = now() - start;
    return { actionsPerSecond: done / elapsed, stepsPerSecond: steps / elapsed };
  } finally {
    await threads.close();
  }
}

for (const [game, players] of TABLES) {
  if (only !== '' && game !== only) continue;
  const { module } = findEnvironment(game);
  // The raw rate and the in-process environment rates are measured in turns within this run, so
  // that their ratio holds on a shared machine.
  const rates = interleaved({
    raw: rawPlayouts(module, players),
    aec: aecLoop(game, players),
    vector: vectorLoop(game, players, true).work,
    bare: vectorLoop(game, players, false).work,
  });
  const raw = rates.raw.actionsPerSecond;
  const aec = rates.aec.actionsPerSecond;
  const batched = rates.vector;
  const bare = rates.bare.actionsPerSecond;
  const threads = await threaded(game, players);
  const lines = [
    ['raw_random_playout_actions_per_s', raw],
    ['env_aec_actions_per_s (observe + mask + step)', aec],
    ['env_aec_ratio_to_raw', aec / raw],
    [`env_vector${count}_actions_per_s (observations, legal ids)`, batched.actionsPerSecond],
    [`env_vector${count}_steps_per_s (ids, incl. sub-choices)`, batched.stepsPerSecond],
    ['env_vector_ratio_to_raw', batched.actionsPerSecond / raw],
    [`env_vector${count}_no_obs_actions_per_s (legal ids only)`, bare],
    ['env_vector_no_obs_ratio_to_raw', bare / raw],
    [`env_workers${workers}_actions_per_s`, threads.actionsPerSecond],
    [`env_workers${workers}_steps_per_s`, threads.stepsPerSecond],
  ];
  for (const [metric, value] of lines) {
    process.stdout.write(
      json
        ? `${JSON.stringify({ game, players, metric, value })}\n`
        : `${game.padEnd(12)} ${String(players).padStart(2)}p  ${metric.padEnd(52)} ${value >= 10 ? Math.round(value).toLocaleString('en-US') : value.toFixed(2)}\n`,
    );
  }
}
