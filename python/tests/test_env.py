"""Plays every game to the end through the bridge, reproducibly from a seed."""

import os
import random
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import tavern  # noqa: E402

TABLES = {"regicide": 2, "saboteur": 4, "sanguosha": 5, "gods-gambit": 3}


def play(game, players, seed):
    """A random game from the issue's loop; returns the trace of (agent, action) and the rewards."""
    env = tavern.make(game, players=players, numpy=False)
    try:
        env.reset(seed=seed)
        chooser = random.Random(seed)
        trace = []
        while not all(env.terminations.values()) and not all(env.truncations.values()):
            agent = env.agent_selection
            obs = env.observe(agent)
            mask = env.action_mask(agent)
            assert len(obs) == env.observation_size, (len(obs), env.observation_size)
            assert len(mask) == env.num_actions
            assert all(0 <= value <= 255 for value in obs)
            legal = [i for i, m in enumerate(mask) if m]
            assert legal, f"{agent} owes a decision but its mask is empty"
            action = chooser.choice(legal)
            trace.append((agent, action))
            env.step(action)
        return trace, dict(env.rewards), env.outcome()
    finally:
        env.close()


class EveryGame(unittest.TestCase):
    def test_random_games_end_and_replay_from_the_seed(self):
        for game, players in TABLES.items():
            with self.subTest(game=game):
                trace, rewards, outcome = play(game, players, seed=7)
                self.assertGreater(len(trace), 0)
                self.assertIsNotNone(outcome, "the game ended without an outcome")
                self.assertEqual(sorted(rewards), [f"seat{i}" for i in range(players)])
                winners = {f"seat{seat}" for seat in outcome["winners"]}
                for agent, reward in rewards.items():
                    self.assertEqual(reward, 1.0 if agent in winners else -1.0)
                again, rewards_again, _ = play(game, players, seed=7)
                self.assertEqual(trace, again, "the same seed and actions gave another game")
                self.assertEqual(rewards, rewards_again)


class Agents(unittest.TestCase):
    def setUp(self):
        self.env = tavern.make("regicide", players=3, numpy=False)
        self.env.reset(seed=3)

    def tearDown(self):
        self.env.close()

    def test_agents_and_spaces(self):
        self.assertEqual(self.env.possible_agents, ["seat0", "seat1", "seat2"])
        self.assertEqual(self.env.num_actions, 518)
        self.assertIn(self.env.agent_selection, self.env.possible_agents)

    def test_an_agent_that_owes_nothing_has_an_empty_mask_but_an_observation(self):
        waiting = next(a for a in self.env.possible_agents if a != self.env.agent_selection)
        self.assertEqual(sum(self.env.action_mask(waiting)), 0)
        self.assertEqual(len(self.env.observe(waiting)), self.env.observation_size)

    def test_an_illegal_id_is_refused_and_changes_nothing(self):
        agent = self.env.agent_selection
        mask = self.env.action_mask(agent)
        illegal = mask.index(0)
        with self.assertRaises(tavern.TavernError):
            self.env.step(illegal)
        self.assertEqual(self.env.agent_selection, agent)
        self.assertEqual(self.env.action_mask(agent), mask)

    def test_the_view_is_json_and_names_the_viewer(self):
        view = self.env.view(self.env.agent_selection)
        self.assertEqual(view["seat"], int(self.env.agent_selection[4:]))


class Vector(unittest.TestCase):
    def test_batched_random_play_finishes_episodes_and_resets(self):
        with tavern.make_vector("gods-gambit", 8, players=3) as vector:
            vector.reset(seed=1)
            chooser = random.Random(1)
            finished = 0
            for _ in range(3000):
                vector.step(vector.random_actions(chooser))
                finished += sum(1 for done in vector.dones if done)
                self.assertEqual(len(vector.observations), 8 * vector.observation_size)
                for i in range(8):
                    self.assertGreater(len(vector.legal(i)), 0)
            self.assertGreater(finished, 0)

    def test_a_batch_spread_over_processes_plays_the_same_episodes(self):
        def trace(processes):
            with tavern.make_vector("regicide", 7, players=2, processes=processes) as vector:
                vector.reset(seed=4)
                chooser = random.Random(4)
                batches = []
                for _ in range(60):
                    batches.append((list(vector.agents), vector.dones, list(vector.rewards), vector.observations,
                                    [list(vector.legal(i)) for i in range(7)]))
                    vector.step(vector.random_actions(chooser))
                self.assertEqual(vector.request(op="outcome", env=6)["ok"], True)
                return batches

        one = trace(1)
        self.assertEqual(len(one[0][3]), 7 * 231)
        self.assertTrue(any(any(dones) for _, dones, _, _, _ in one), "no episode ended: the test sees no reset")
        self.assertEqual(one, trace(3))

    def test_a_refused_batch_changes_nothing_in_any_process(self):
        for processes in (1, 2):
            with tavern.make_vector("regicide", 2, players=2, processes=processes) as vector:
                vector.reset(seed=1)
                before = (list(vector.agents), [list(vector.legal(i)) for i in range(2)])
                legal = vector.legal(0)[0]
                illegal = next(i for i in range(518) if i not in vector.legal(1))
                with self.assertRaises(tavern.TavernError):
                    vector.step([legal, illegal])
                self.assertEqual(vector.request(op="legal", env=0, seat=vector.agents[0])["legal"], sorted(before[1][0]))
                vector.step([legal, vector.legal(1)[0]])
                self.assertNotEqual((list(vector.agents), [list(vector.legal(i)) for i in range(2)]), before)

    def test_unknown_game_is_a_clear_error(self):
        with self.assertRaises(tavern.TavernError) as caught:
            tavern.make("chess")
        self.assertIn("Unknown game", str(caught.exception))


if __name__ == "__main__":
    unittest.main()
