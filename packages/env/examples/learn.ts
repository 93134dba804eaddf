// A tiny learning example: REINFORCE with a linear softmax policy on solo Regicide.
// Run: npx tsx packages/env/examples/learn.ts [episodes]
// The policy scores each legal action id a as w[a] · observation. The environment's reward is
// +1/−1 at the end (a solo random player always loses), so the return used here is the number of
// enemies defeated, read from the outcome's stats.
import { seededRng } from '@tavern/engine';
import { findEnvironment, TavernEnv } from '@tavern/env';

const episodes = Number(process.argv[2] ?? 300);
const learningRate = 0.002;
const { module, encoding } = findEnvironment('regicide');
const env = new TavernEnv({ module, encoding, players: 1 });
const rng = seededRng('learn');
const weights = new Map<number, Float64Array>();
let baseline = 0;
const history: number[] = [];

for (let episode = 0; episode < episodes; episode++) {
  env.reset(`learn:${episode}`);
  const trajectory: { obs: Float64Array; legal: number[]; probs: number[]; choice: number }[] = [];
  while (!env.done) {
    const agent = env.agentSelection;
    const obs = Float64Array.from(env.observe(agent), (value) => value / 255);
    const legal = env.legalIds(agent);
    const scores = legal.map((a) => {
      let w = weights.get(a);
      if (w === undefined) weights.set(a, (w = new Float64Array(obs.length)));
      let score = 0;
      for (let j = 0; j < obs.length; j++) score += (w[j] as number) * (obs[j] as number);
      return score;
    });
    const top = Math.max(...scores);
    const exps = scores.map((s) => Math.exp(s - top));
    const total = exps.reduce((a, b) => a + b, 0);
    const probs = exps.map((e) => e / total);
    let pick = rng.float();
    let choice = 0;
    while (choice < probs.length - 1 && (pick -= probs[choice] as number) > 0) choice++;
    trajectory.push({ obs, legal, probs, choice });
    env.step(legal[choice] as number);
  }
  const ret = env.outcome?.stats['enemiesDefeated'] ?? 0;
  const advantage = ret - baseline;
  baseline += 0.05 * (ret - baseline);
  for (const { obs, legal, probs, choice } of trajectory) {
    legal.forEach((a, k) => {
      const step = learningRate * advantage * ((k === choice ? 1 : 0) - (probs[k] as number));
      const w = weights.get(a) as Float64Array;
      for (let j = 0; j < obs.length; j++) w[j] = (w[j] as number) + step * (obs[j] as number);
    });
  }
  history.push(ret);
  if ((episode + 1) % 50 === 0) {
    const recent = history.slice(-50);
    process.stdout.write(`episodes ${episode - 48}-${episode + 1}: mean enemies defeated ${(recent.reduce((a, b) => a + b, 0) / recent.length).toFixed(2)}\n`);
  }
}
