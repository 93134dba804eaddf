"""pip installs the package from its folder, offline, and the installed copy plays a game."""

import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(HERE)
CLI = os.path.join(os.path.dirname(PACKAGE), "packages", "cli", "bin", "tavern.js")

PLAY = """
import random, tavern
assert tavern.__file__.startswith({target!r}), tavern.__file__
env = tavern.make('regicide', players=2, numpy=False)
env.reset(seed=5)
while not all(env.terminations.values()):
    mask = env.action_mask(env.agent_selection)
    env.step(random.choice([i for i, m in enumerate(mask) if m]))
print(sorted(env.rewards.values()))
env.close()
"""


class PipInstall(unittest.TestCase):
    def test_pip_installs_the_folder_without_downloading_and_the_copy_plays(self):
        with tempfile.TemporaryDirectory() as target:
            subprocess.run(
                [sys.executable, "-m", "pip", "install", "--quiet", "--no-index", "--target", target, PACKAGE],
                check=True,
                capture_output=True,
            )
            self.assertTrue(os.path.isdir(os.path.join(target, "tavern-0.1.0.dist-info")))
            environment = dict(os.environ, PYTHONPATH=target, TAVERN_ENV_COMMAND=f"node {CLI} env --stdio")
            result = subprocess.run(
                [sys.executable, "-c", PLAY.format(target=target)],
                check=True,
                capture_output=True,
                text=True,
                cwd=target,
                env=environment,
            )
            # Regicide is cooperative: both seats win or both lose.
            self.assertIn(result.stdout.strip(), ("[-1.0, -1.0]", "[1.0, 1.0]"))


if __name__ == "__main__":
    unittest.main()
