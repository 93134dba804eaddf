"""
Tavern's four games (Regicide, Saboteur, Sanguosha, Gods' Gambit) as reinforcement-learning
environments, in the PettingZoo AEC style, talking JSON lines to ``tavern env --stdio``.
Pure standard library; observations come as NumPy arrays when NumPy is installed.

    import random, tavern
    env = tavern.make('regicide', players=2)
    env.reset(seed=7)
    while not all(env.terminations.values()):
        mask = env.action_mask(env.agent_selection)
        env.step(random.choice([i for i, m in enumerate(mask) if m]))
    print(env.rewards); env.close()
"""

from typing import Any, Optional, Sequence

from ._bridge import TavernError, bridge_command
from .aec import AECEnv
from .vector import VectorEnv

__all__ = ["make", "make_vector", "AECEnv", "VectorEnv", "TavernError", "GAMES", "bridge_command"]
__version__ = "0.1.0"

#: The games there are, by id.
GAMES = ("regicide", "saboteur", "sanguosha", "gods-gambit")


def make(
    game: str,
    players: Optional[int] = None,
    options: Any = None,
    numpy: Optional[bool] = None,
    command: Optional[Sequence[str]] = None,
) -> AECEnv:
    """One environment of ``game`` for ``players`` seats (the game's smallest usual table by default)."""
    return AECEnv(game, players=players, options=options, numpy=numpy, command=command)


def make_vector(
    game: str,
    count: int,
    players: Optional[int] = None,
    options: Any = None,
    auto_reset: bool = True,
    observe: bool = True,
    command: Optional[Sequence[str]] = None,
    processes: int = 1,
) -> VectorEnv:
    """
    ``count`` environments of ``game`` stepped together (the fast path), in one bridge process or
    spread over ``processes`` of them that step at the same time.
    """
    return VectorEnv(
        game, count, players=players, options=options, auto_reset=auto_reset, observe=observe, command=command,
        processes=processes,
    )
