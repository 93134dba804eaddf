"""One game in the PettingZoo agent-environment-cycle style, over the bridge."""

from __future__ import annotations

import base64
import random
from typing import Any, Dict, List, Optional, Sequence, Tuple

from .vector import VectorEnv

try:  # NumPy is optional: lists without it, arrays with it.
    import numpy as _numpy
except ImportError:  # pragma: no cover - depends on the machine
    _numpy = None


class AECEnv:
    """
    A Tavern game as a PettingZoo-style AEC environment. Agents are "seat0", "seat1", ...; one
    agent acts at a time (``agent_selection``), simultaneous windows are answered seat after seat.
    An action is an id in ``range(num_actions)`` allowed by ``action_mask``; decomposed games take
    several ids per game action (see docs/research.md). Rewards: +1 to the winners and -1 to the
    others when the game ends, else 0.
    """

    metadata = {"name": "tavern", "is_parallelizable": False}

    def __init__(
        self,
        game: str,
        players: Optional[int] = None,
        options: Any = None,
        numpy: Optional[bool] = None,
        command: Optional[Sequence[str]] = None,
    ) -> None:
        self._vector = VectorEnv(game, 1, players=players, options=options, auto_reset=False, command=command)
        self._numpy = _numpy is not None if numpy is None else bool(numpy)
        if self._numpy and _numpy is None:
            raise ImportError("numpy=True needs NumPy installed")
        self.game = self._vector.game
        self.num_actions = self._vector.num_actions
        self.observation_size = self._vector.observation_size
        self.possible_agents: List[str] = [f"seat{seat}" for seat in range(self._vector.num_players)]
        self.agents: List[str] = []
        self.rewards: Dict[str, float] = {agent: 0.0 for agent in self.possible_agents}
        self._cumulative_rewards: Dict[str, float] = dict(self.rewards)
        self.terminations: Dict[str, bool] = {agent: False for agent in self.possible_agents}
        self.truncations: Dict[str, bool] = {agent: False for agent in self.possible_agents}
        self.infos: Dict[str, dict] = {agent: {} for agent in self.possible_agents}
        self.agent_selection: Optional[str] = None

    @property
    def num_agents(self) -> int:
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        return len(self.possible_agents)

    def reset(self, seed: Any = None, options: Any = None) -> None:
        """Starts an episode; the same seed and actions always give the same episode."""
        if seed is None:
            seed = random.getrandbits(32)
        self._vector.reset(seed)
        self.agents = list(self.possible_agents)
        for agent in self.possible_agents:
            self.rewards[agent] = 0.0
            self._cumulative_rewards[agent] = 0.0
            self.terminations[agent] = False
            self.truncations[agent] = False
            self.infos[agent] = {}
        self._select()

    def observe(self, agent: str) -> Any:
        """What ``agent`` sees now: ``observation_size`` integers 0..255 (a uint8 array with NumPy)."""
        seat = self._seat(agent)
        if self._vector.agents[0] == seat:
            data = self._vector.observations
        else:
            data = base64.b64decode(self._vector.request(op="observe", env=0, seat=seat)["obs"])
        return _numpy.frombuffer(data, dtype=_numpy.uint8).copy() if self._numpy else list(data)

    def action_mask(self, agent: str) -> Any:
        """1 for every action id ``agent`` may take now, else 0 (all 0 for an agent that owes nothing)."""
        seat = self._seat(agent)
        if self.terminations[agent] or self.truncations[agent]:
            ids: Sequence[int] = ()
        elif self._vector.agents[0] == seat:
            ids = self._vector.legal(0)
        else:
            ids = self._vector.request(op="legal", env=0, seat=seat)["legal"]
        mask = [0] * self.num_actions
        for i in ids:
            mask[i] = 1
        return _numpy.array(mask, dtype=_numpy.int8) if self._numpy else mask

    def step(self, action: Optional[int]) -> None:
        """``agent_selection`` takes ``action``; None is accepted (and ignored) once the game is over."""
        if self.agent_selection is None or self.terminations[self.agent_selection] or self.truncations[self.agent_selection]:
            if action is None:
                return
            raise ValueError("the episode is over: call reset()")
        self._vector.step([int(action)])
        players = self._vector.num_players
        for seat, agent in enumerate(self.possible_agents):
            reward = float(self._vector.rewards[seat]) if seat < players else 0.0
            self.rewards[agent] = reward
            self._cumulative_rewards[agent] += reward
        done = self._vector.dones[0]
        if done:
            for agent in self.possible_agents:
                self.terminations[agent] = done == 1
                self.truncations[agent] = done == 2
            self.agents = []
        self._select()

    def last(self, observe: bool = True) -> Tuple[Any, float, bool, bool, dict]:
        """(observation, cumulative reward, termination, truncation, info) of ``agent_selection``."""
        agent = self.agent_selection if self.agent_selection is not None else self.possible_agents[0]
        observation = self.observe(agent) if observe else None
        return (
            observation,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def view(self, agent: str) -> dict:
        """The JSON view ``agent``'s observation is made of (what the browser would show it)."""
        return self._vector.request(op="view", env=0, seat=self._seat(agent))["view"]

    def outcome(self) -> Optional[dict]:
        """How the game ended (winners, label, scores, stats), or None while it runs."""
        return self._vector.request(op="outcome", env=0)["outcome"]

    def close(self) -> None:
        """Stops the bridge process."""
        self._vector.close()

    def __enter__(self) -> "AECEnv":
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def _seat(self, agent: str) -> int:
        if agent not in self.possible_agents:
            raise KeyError(f"{agent!r} is not an agent of this table: {self.possible_agents}")
        return self.possible_agents.index(agent)

    def _select(self) -> None:
        seat = self._vector.agents[0]
        if seat >= 0:
            self.agent_selection = self.possible_agents[seat]
        elif self.agent_selection is None:
            self.agent_selection = self.possible_agents[0]
