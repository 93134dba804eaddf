"""Batched environment steps per second from Python over the stdio bridge, random agents.

    PYTHONPATH=python python3 python/bench/throughput.py [--seconds 5] [--count 512] [--workers 1] [--processes 1] [--no-obs] [game ...]

Every step sends one action id per environment (base64 of uint16) and receives the batch: acting
seats, done flags, rewards, observations (unless --no-obs) and legal ids, decoded with base64 and
array at C speed (a binary frame per batch). With --processes N the batch is spread over N
bridge processes stepped at the same time. A step of a decomposed game may be a sub-choice, as in the AEC loop.
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import tavern  # noqa: E402
from tavern._bridge import bridge_command  # noqa: E402

TABLES = {"regicide": 2, "saboteur": 4, "sanguosha": 5, "gods-gambit": 3}


def measure(game, count, seconds, workers, observe, processes=1):
    command = bridge_command() + (["--workers", str(workers)] if workers > 1 else [])
    with tavern.make_vector(game, count, players=TABLES[game], observe=observe, command=command, processes=processes) as vector:
        vector.reset(seed=1)
        rng = random.Random(1)
        episodes = 0
        warm_until = time.perf_counter() + min(1.0, seconds / 4)
        while time.perf_counter() < warm_until:
            vector.step(vector.random_actions(rng))
        start = time.perf_counter()
        steps = 0
        while time.perf_counter() - start < seconds:
            vector.step(vector.random_actions(rng))
            steps += count
            episodes += len(vector.dones) - vector.dones.count(0)
        elapsed = time.perf_counter() - start
    return steps / elapsed, episodes / elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=["regicide", "gods-gambit"])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--count", type=int, default=512)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--no-obs", action="store_true")
    args = parser.parse_args()
    for game in args.games:
        steps, episodes = measure(game, args.count, args.seconds, args.workers, not args.no_obs, args.processes)
        print(
            f"{game:12} {TABLES[game]}p  count={args.count} workers={args.workers} processes={args.processes} "
            f"obs={not args.no_obs}  "
            f"{steps:12,.0f} steps/s  {episodes:8,.1f} episodes/s"
        )


if __name__ == "__main__":
    main()
