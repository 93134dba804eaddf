"""Many environments of one game stepped together: the fast path for training and benchmarks."""

from __future__ import annotations

import base64
import random
import sys
from array import array
from typing import Any, List, Optional, Sequence

from ._bridge import Bridge, TavernError

_BIG_ENDIAN = sys.byteorder == "big"


def _typed(code: str, data: bytes) -> array:
    values = array(code)
    values.frombytes(data)
    if _BIG_ENDIAN:
        values.byteswap()
    return values


def _shard_sizes(count: int, processes: int) -> List[int]:
    """Contiguous slices of the batch, one per bridge process, the first ones one larger."""
    processes = max(1, min(processes, count))
    return [count // processes + (1 if k < count % processes else 0) for k in range(processes)]


class VectorEnv:
    """
    ``count`` environments in one bridge process. After ``reset`` and ``step``:

    - ``agents[i]``: the seat that acts next in environment i (-1 once it ended, without auto_reset);
    - ``dones[i]``: 1 if the step just taken ended environment i's game, 2 if it was cut at the
      game's step bound, else 0 (with auto_reset the environment already plays its next episode);
    - ``rewards[i * num_players + seat]``: each seat's reward from that step;
    - ``observations``: bytes, environment i's acting seat at ``[i * observation_size, ...)``;
    - ``legal(i)``: the action ids environment i's acting seat may take.

    With ``processes`` > 1 the environments are spread over that many bridge processes, stepped
    at the same time (each on a core of its own if there is one); the batches are the same as with
    one process, environment for environment, since each keeps its index in its seeds.
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
        processes: int = 1,
    ) -> None:
        self._sizes = _shard_sizes(count, processes)
        self._bridges: List[Bridge] = []
        try:
            first = 0
            for size in self._sizes:
                bridge = Bridge(command)
                self._bridges.append(bridge)
                bridge.send(
                    op="make", game=game, players=players, count=size, options=options, autoReset=auto_reset,
                    observe=observe, binary=True, firstIndex=first,
                )
                first += size
            answers = [bridge.receive() for bridge in self._bridges]
        except BaseException:
            self.close()
            raise
        spaces = answers[0]
        spaces["count"] = count
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
        self._observe = observe

    def reset(self, seed: Any = 0) -> "VectorEnv":
        """Starts every environment; environment i plays seed f"{seed}:{i}:{episode}"."""
        for bridge in self._bridges:
            bridge.send(op="reset", seed=str(seed))
        self._read()
        return self

    def step(self, actions: Sequence[int]) -> "VectorEnv":
        """Every environment's acting seat takes its action id."""
        packed = actions if isinstance(actions, array) and actions.typecode == "H" else array("H", actions)
        if len(packed) != self.count:
            raise ValueError(f"step takes {self.count} action ids, not {len(packed)}")
        if _BIG_ENDIAN:
            packed = array("H", packed)
            packed.byteswap()
        if len(self._bridges) > 1:
            self._check(packed)
        data, at = packed.tobytes(), 0
        # Every process gets its slice before any answer is read, so that they step at the same time.
        for bridge, size in zip(self._bridges, self._sizes):
            bridge.send_line(b'{"op":"step","actions":"' + base64.b64encode(data[2 * at : 2 * (at + size)]) + b'"}')
            at += size
        self._read()
        return self

    def _check(self, actions: array) -> None:
        # Each process refuses a bad batch of its own, but the others would step theirs: the whole
        # batch is checked here first, so that a refused batch still changes nothing.
        legal, at = self.legal_ids, 0
        for i, count in enumerate(self.legal_counts):
            if count and actions[i] not in legal[at : at + count]:
                raise TavernError(f"environment {i}: action id {actions[i]} is not legal now (see its legal ids)")
            at += count

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
        index = message.get("env")
        if index is None:
            return self._bridges[0].request(**message)
        for bridge, size in zip(self._bridges, self._sizes):
            if 0 <= index < size:
                return bridge.request(**{**message, "env": index})
            index -= size
        raise IndexError(f"there is no environment {message['env']}")

    def close(self) -> None:
        """Stops the bridge processes."""
        for bridge in self._bridges:
            bridge.close()

    def __enter__(self) -> "VectorEnv":
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def _read(self) -> None:
        """Receives every process's batch frame (see Bridge.receive) and joins them in order."""
        players, size = self.num_players, self.observation_size if self._observe else 0
        fields: List[List[memoryview]] = [[], [], [], [], [], []]
        answers, refusal = [], None
        for bridge in self._bridges:
            # Every answer is read, even after a refusal, so that no process is left a line behind.
            try:
                answers.append(bridge.receive())
            except TavernError as error:
                refusal = refusal or error
        if refusal is not None:
            raise refusal
        for answer, count in zip(answers, self._sizes):
            payload, total = memoryview(answer["payload"]), answer["legal"]
            widths = (4 * count * players, 2 * count, 2 * count, 2 * total, count, count * size)
            at = 0
            for field, width in zip(fields, widths):
                field.append(payload[at : at + width])
                at += width
        rewards, agents, counts, legal, dones, observations = (
            part[0].tobytes() if len(part) == 1 else b"".join(part) for part in fields
        )
        self.rewards = _typed("f", rewards)
        self.agents = _typed("h", agents)
        self.legal_counts = _typed("H", counts)
        self.legal_ids = _typed("H", legal)
        self.dones = dones
        self.observations = observations
        self._starts = None
