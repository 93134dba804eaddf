"""A tiny learning example: REINFORCE with a linear softmax policy on solo Regicide.

    PYTHONPATH=python python3 python/examples/learn.py [episodes]

The policy scores each legal action id a as w[a] . observation (pure Python, no NumPy needed).
The environment's reward is +1/-1 at the end (a solo random player always loses), so the return
used here is the number of enemies defeated, read from the outcome's stats.
"""

import math
import random
import sys
import os

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import tavern  # noqa: E402


def main(episodes=300, learning_rate=0.002, seed=1):
    env = tavern.make("regicide", players=1, numpy=False)
    rng = random.Random(seed)
    weights = {}  # action id -> weight list, created on first use
    baseline, history = 0.0, []
    for episode in range(episodes):
        env.reset(seed=f"{seed}:{episode}")
        trajectory = []  # (observation, legal ids, probabilities, chosen index)
        while not all(env.terminations.values()) and not all(env.truncations.values()):
            agent = env.agent_selection
            obs = [value / 255 for value in env.observe(agent)]
            legal = [i for i, m in enumerate(env.action_mask(agent)) if m]
            scores = []
            for a in legal:
                w = weights.setdefault(a, [0.0] * len(obs))
                scores.append(sum(x * y for x, y in zip(w, obs) if x))
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            total = sum(exps)
            probs = [e / total for e in exps]
            choice = rng.choices(range(len(legal)), probs)[0]
            trajectory.append((obs, legal, probs, choice))
            env.step(legal[choice])
        ret = env.outcome()["stats"].get("enemiesDefeated", 0)
        advantage = ret - baseline
        baseline += 0.05 * (ret - baseline)
        for obs, legal, probs, choice in trajectory:
            for k, a in enumerate(legal):
                grad = (1.0 if k == choice else 0.0) - probs[k]
                if grad:
                    w = weights[a]
                    step = learning_rate * advantage * grad
                    for j, x in enumerate(obs):
                        if x:
                            w[j] += step * x
        history.append(ret)
        if (episode + 1) % 50 == 0:
            recent = history[-50:]
            print(f"episodes {episode + 1 - 49:4}-{episode + 1:4}: mean enemies defeated {sum(recent) / len(recent):.2f}")
    env.close()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
