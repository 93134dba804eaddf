"""Many environments of one game stepped together: the fast path for training and benchmarks."""

from __future__ import annotations

import base64
import random
import sys
from array import array
from typing import Any, List, Optional, Sequence

from ._bridge import Bridge

_BIG_ENDIAN = sys.byteorder == "big"


def _typed(code: str, text: str) -> array:
    values = array(code)
    values.frombytes(base64.b64decode(text))
    if _BIG_ENDIAN:
        values.byteswap()
    return values


class VectorEnv:
    """
    ``count`` environments in one bridge process. After ``reset`` and ``step``:

    - ``agents[i]``: the seat that acts next in environment i (-1 once it ended, without auto_reset);
    - ``dones[i]``: 1 if the step just taken ended environment i's game, 2 if it was cut at the
      game's step bound, else 0 (with auto_reset the environment already plays its next episode);
    - ``rewards[i * num_players + seat]``: each seat's reward from that step;
    - ``observations``: bytes, environment i's acting seat at ``[i * observation_size, ...)``;
    - ``legal(i)``: the action ids environment i's acting seat may take.
    """

    def __init__(
        self,
        game: str,
        count: int,
        players: Optional[int] = None,
        options: Any = None,
        auto_reset: bool = True,
        observe: bool = True,
        command: Optional[Sequence[str]] = None,
    ) -> None:
        self._bridge = Bridge(command)
        try:
            spaces = self._bridge.request(
                op="make", game=game, players=players, count=count, options=options, autoReset=auto_reset, observe=observe
            )
        except BaseException:
            self._bridge.close()
            raise
        self.game: str = spaces["game"]
        self.count: int = spaces["count"]
        self.num_players: int = spaces["numPlayers"]
        self.num_actions: int = spaces["numActions"]
        self.observation_size: int = spaces["observationSize"]
        self.max_tokens: int = spaces["maxTokens"]
        self.agents = array("h")
        self.dones = b""
        self.rewards = array("f")
        self.observations = b""
        self.legal_counts = array("H")
        self.legal_ids = array("H")
        self._starts: Optional[List[int]] = None

    def reset(self, seed: Any = 0) -> "VectorEnv":
        """Starts every environment; environment i plays seed f"{seed}:{i}:{episode}"."""
        self._read(self._bridge.request(op="reset", seed=str(seed)))
        return self

    def step(self, actions: Sequence[int]) -> "VectorEnv":
        """Every environment's acting seat takes its action id."""
        packed = actions if isinstance(actions, array) and actions.typecode == "H" else array("H", actions)
        if _BIG_ENDIAN:
            packed = array("H", packed)
            packed.byteswap()
        self._read(self._bridge.request(op="step", actions=base64.b64encode(packed.tobytes()).decode("ascii")))
        return self

    def legal(self, i: int) -> array:
        """The action ids environment i's acting seat may take now."""
        if self._starts is None:
            starts, at = [], 0
            for count in self.legal_counts:
                starts.append(at)
                at += count
            self._starts = starts
        start = self._starts[i]
        return self.legal_ids[start : start + self.legal_counts[i]]

    def observation(self, i: int) -> List[int]:
        """Environment i's acting seat's observation, as a list of integers 0..255."""
        size = self.observation_size
        return list(self.observations[i * size : (i + 1) * size])

    def random_actions(self, rng: random.Random) -> array:
        """A uniformly random legal action id for every environment (for baselines and benchmarks)."""
        out = array("H", bytes(2 * self.count))
        legal, uniform, at = self.legal_ids, rng.random, 0
        for i, count in enumerate(self.legal_counts):
            if count:
                out[i] = legal[at + int(uniform() * count)]
            at += count
        return out

    def request(self, **message: Any) -> dict:
        """A raw bridge request (observe, legal, view, outcome), for what the batch does not carry."""
        return self._bridge.request(**message)

    def close(self) -> None:
        """Stops the bridge process."""
        self._bridge.close()

    def __enter__(self) -> "VectorEnv":
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def _read(self, answer: dict) -> None:
        self.agents = _typed("h", answer["agents"])
        self.dones = base64.b64decode(answer["dones"])
        self.rewards = _typed("f", answer["rewards"])
        self.observations = base64.b64decode(answer["obs"])
        self.legal_counts = _typed("H", answer["counts"])
        self.legal_ids = _typed("H", answer["legal"])
        self._starts = None
