import { seededRng, stableStringify } from '@tavern/engine';
import { describe, expect, test } from 'vitest';
import { Bridge, findEnvironment, TavernEnv, VectorEnv, WorkerVectorEnv } from '../src/index';

const TABLES: readonly (readonly [string, number])[] = [
  ['regicide', 2],
  ['saboteur', 4],
  ['sanguosha', 5],
  ['gods-gambit', 3],
];

function makeEnv(game: string, players: number): TavernEnv {
  const { module, encoding } = findEnvironment(game);
  return new TavernEnv({ module, encoding, players });
}

/** Plays one random episode through masks only; returns a fingerprint of everything observed. */
function randomEpisode(env: TavernEnv, seed: string): string[] {
  const rng = seededRng(seed);
  env.reset(seed);
  const trace: string[] = [];
  while (!env.done) {
    const agent = env.agentSelection;
    const mask = env.actionMask(agent);
    const ids = env.legalIds(agent);
    expect(ids.length).toBeGreaterThan(0);
    expect(mask.reduce((sum, bit) => sum + bit, 0)).toBe(ids.length);
    const id = ids[rng.int(ids.length)] as number;
    trace.push(`${agent}:${id}:${Buffer.from(env.observe(agent)).toString('base64')}`);
    env.step(id);
  }
  return trace;
}

describe.each(TABLES)('%s environment', (game, players) => {
  test('a random agent plays to the end; rewards are +1 for winners and −1 for the others', () => {
    const env = makeEnv(game, players);
    randomEpisode(env, 'end');
    expect(env.terminated).toBe(true);
    const outcome = env.outcome;
    expect(outcome).not.toBeNull();
    for (let seat = 0; seat < players; seat++) {
      expect(env.rewards[seat]).toBe(outcome?.winners.includes(seat as never) === true ? 1 : -1);
    }
    expect(env.agentSelection).toBe(-1);
    expect(() => {
      env.step(0);
    }).toThrow(RangeError);
  });

  test('the same seed and ids replay the same episode, observation for observation', () => {
    expect(randomEpisode(makeEnv(game, players), 'again')).toEqual(randomEpisode(makeEnv(game, players), 'again'));
  });

  test('an id outside the mask is refused and changes nothing', () => {
    const env = makeEnv(game, players);
    env.reset('refuse');
    const agent = env.agentSelection;
    const mask = env.actionMask(agent);
    const before = env.observe(agent);
    const illegal = mask.indexOf(0);
    expect(() => {
      env.step(illegal);
    }).toThrow(/not legal now/);
    expect(env.agentSelection).toBe(agent);
    expect([...env.actionMask(agent)]).toEqual([...mask]);
    expect([...env.observe(agent)]).toEqual([...before]);
  });
});

test('a decomposed decision keeps its seat selected and shows the chosen tokens in the observation', () => {
  const env = makeEnv('saboteur', 4);
  env.reset('tokens');
  const agent = env.agentSelection;
  const decision = env.decision(agent);
  const path = decision?.actions.find((action) => action.type === 'playPath');
  expect(path).toBeDefined();
  const [head] = env.actionIds(agent, path as never);
  const base = env.observationSize - 2 * (env.maxTokens - 1);
  expect([...env.observe(agent).subarray(base)].every((byte) => byte === 0)).toBe(true);
  env.step(head as number);
  expect(env.agentSelection).toBe(agent);
  expect(env.actionsTaken).toBe(0);
  const pending = env.observe(agent).subarray(base);
  expect((pending[0] ?? 0) * 256 + (pending[1] ?? 0)).toBe((head as number) + 1);
});

test('a vector of environments auto-resets and plays the same episodes as single environments', () => {
  const { module, encoding } = findEnvironment('regicide');
  const vector = new VectorEnv({ module, encoding, players: 2, count: 3 });
  const singles = [0, 1, 2].map(() => new TavernEnv({ module, encoding, players: 2 }));
  vector.reset('v');
  singles.forEach((env, i) => {
    env.reset(`v:${i}:0`);
  });
  const rng = seededRng('v');
  let finished = 0;
  for (let step = 0; step < 400; step++) {
    const actions = [0, 1, 2].map((i) => {
      const legal = vector.legalOf(i);
      expect([...legal].sort((a, b) => a - b)).toEqual(singles[i]?.legalIds(vector.agents[i] as number));
      expect([...vector.observations.subarray(i * vector.observationSize, (i + 1) * vector.observationSize)]).toEqual([
        ...(singles[i] as TavernEnv).observe(vector.agents[i] as number),
      ]);
      return legal[rng.int(legal.length)] as number;
    });
    vector.step(actions);
    actions.forEach((id, i) => {
      const env = singles[i] as TavernEnv;
      env.step(id);
      if (env.done) {
        expect(vector.dones[i]).toBe(1);
        expect([...vector.rewards.subarray(i * 2, i * 2 + 2)]).toEqual([...env.rewards]);
        finished++;
      }
    });
    singles.forEach((env, i) => {
      if (env.done) env.reset(`v:${i}:${episodeCount(i)}`);
    });
  }
  expect(finished).toBeGreaterThan(0);

  function episodeCount(i: number): number {
    counts[i] = (counts[i] ?? 0) + 1;
    return counts[i];
  }
});
const counts: number[] = [];

test('worker threads give the same batches as one thread', async () => {
  const { module, encoding } = findEnvironment('gods-gambit');
  const local = new VectorEnv({ module, encoding, players: 3, count: 5 });
  const threads = new WorkerVectorEnv({ game: 'gods-gambit', players: 3, count: 5, workers: 2 });
  try {
    local.reset(9);
    await threads.reset(9);
    const rng = seededRng('threads');
    for (let step = 0; step < 60; step++) {
      expect(stableStringify([...threads.agents])).toBe(stableStringify([...local.agents]));
      expect(Buffer.from(threads.observations).equals(Buffer.from(local.observations))).toBe(true);
      expect([...threads.legalIds.subarray(0, threads.legalTotal)]).toEqual([...local.legalIds.subarray(0, local.legalTotal)]);
      const actions = Array.from({ length: 5 }, (_, i) => {
        const legal = local.legalOf(i);
        return legal[rng.int(legal.length)] as number;
      });
      local.step(actions);
      await threads.step(actions);
      expect([...threads.rewards]).toEqual([...local.rewards]);
    }
  } finally {
    await threads.close();
  }
});

test('worker threads also step batches without observations', async () => {
  const threads = new WorkerVectorEnv({ game: 'regicide', players: 2, count: 4, workers: 2, observe: false });
  try {
    await threads.reset(1);
    expect(threads.observations).toHaveLength(0);
    const rng = seededRng('blind');
    for (let step = 0; step < 20; step++) {
      let at = 0;
      const actions = Array.from({ length: 4 }, (_, i) => {
        const n = threads.legalCounts[i] as number;
        const id = threads.legalIds[at + rng.int(n)] as number;
        at += n;
        return id;
      });
      await threads.step(actions);
    }
    expect(threads.actionsTaken).toBeGreaterThan(0);
  } finally {
    await threads.close();
  }
});

test('the bridge answers JSON lines and refuses bad requests without changing anything', () => {
  const bridge = new Bridge();
  expect(JSON.parse(bridge.handleLine('{"op":"reset"}') as string)).toMatchObject({ ok: false, error: expect.stringContaining('make') as unknown });
  const spaces = JSON.parse(bridge.handleLine('{"op":"make","game":"regicide","players":2,"count":2}') as string) as Record<string, unknown>;
  expect(spaces).toMatchObject({ ok: true, numActions: 518, count: 2, numPlayers: 2 });
  const batch = JSON.parse(bridge.handleLine('{"op":"reset","seed":"b"}') as string) as Record<string, string>;
  const counts = uint16(batch['counts'] as string);
  const legal = uint16(batch['legal'] as string);
  expect(counts).toHaveLength(2);
  expect(legal).toHaveLength((counts[0] ?? 0) + (counts[1] ?? 0));
  const first = legal[0] as number;
  const second = legal[counts[0] ?? 0] as number;
  // The first id is legal, the second not: the whole batch is refused, so the first env did not move.
  const refused = JSON.parse(bridge.handleLine(JSON.stringify({ op: 'step', actions: [first, 517] })) as string) as Record<string, unknown>;
  expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('environment 1') as unknown });
  expect(JSON.parse(bridge.handleLine(JSON.stringify({ op: 'step', actions: [first, second] })) as string)).toMatchObject({ ok: true });
  expect(JSON.parse(bridge.handleLine('not json') as string)).toMatchObject({ ok: false });
});

test('binary batch frames carry the bytes of the JSON batch, and a shard keeps its seeds', () => {
  const json = new Bridge();
  const binary = new Bridge();
  const shard = new Bridge();
  void json.handleLine('{"op":"make","game":"gods-gambit","players":3,"count":3}');
  void binary.handleLine('{"op":"make","game":"gods-gambit","players":3,"count":3,"binary":true}');
  void shard.handleLine('{"op":"make","game":"gods-gambit","players":3,"count":2,"binary":true,"firstIndex":1}');
  let actions: number[] = [];
  for (let step = 0; step < 40; step++) {
    const request = step === 0 ? '{"op":"reset","seed":"f"}' : JSON.stringify({ op: 'step', actions });
    const batch = JSON.parse(json.handleLine(request) as string) as Record<string, string>;
    const frame = framed(binary.handleLine(request));
    expect(frame.header).toMatchObject({ ok: true, legal: uint16(batch['legal'] as string).length });
    const expected = ['rewards', 'agents', 'counts', 'legal', 'dones', 'obs'].map((key) => Buffer.from(batch[key] as string, 'base64'));
    expect(frame.payload).toEqual(Buffer.concat(expected));
    // Environments 1 and 2 on their own: the same bytes as theirs in the whole batch.
    const part = framed(shard.handleLine(step === 0 ? request : JSON.stringify({ op: 'step', actions: actions.slice(1) })));
    const counts = uint16(batch['counts'] as string);
    const obs = Buffer.from(batch['obs'] as string, 'base64');
    const size = obs.length / 3;
    expect(part.payload.subarray(part.payload.length - 2 * size)).toEqual(obs.subarray(size));
    const legal = uint16(batch['legal'] as string);
    actions = [0, 1, 2].map((i) => legal[counts.subarray(0, i).reduce((a, b) => a + b, 0)] as number);
  }
  expect(JSON.parse(binary.handleLine('{"op":"step","actions":[9999,0,0]}') as string)).toMatchObject({ ok: false });
});

function framed(answer: unknown): { header: Record<string, unknown>; payload: Buffer } {
  if (!(answer instanceof Uint8Array)) throw new Error('expected a binary frame');
  const bytes = Buffer.from(answer);
  const newline = bytes.indexOf(10);
  const header = JSON.parse(bytes.subarray(0, newline).toString('latin1')) as Record<string, unknown>;
  const payload = bytes.subarray(newline + 1);
  expect(payload.length).toBe(header['bytes']);
  return { header, payload };
}

function uint16(base64: string): Uint16Array {
  const bytes = Buffer.from(base64, 'base64');
  return new Uint16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
