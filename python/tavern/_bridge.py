"""The child process running ``tavern env --stdio`` and the JSON-lines exchange with it."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any, List, Optional, Sequence


class TavernError(RuntimeError):
    """A request the bridge refused (an illegal action id, an unknown game, ...), or a dead bridge."""


def bridge_command() -> List[str]:
    """How to start the bridge: $TAVERN_ENV_COMMAND, else this repository's CLI, else ``tavern`` on PATH."""
    configured = os.environ.get("TAVERN_ENV_COMMAND")
    if configured:
        return shlex.split(configured)
    repository_cli = Path(__file__).resolve().parents[2] / "packages" / "cli" / "bin" / "tavern.js"
    if repository_cli.is_file():
        return [os.environ.get("NODE", "node"), str(repository_cli), "env", "--stdio"]
    installed = shutil.which("tavern")
    if installed is not None:
        return [installed, "env", "--stdio"]
    raise TavernError(
        "cannot find the Tavern command: set TAVERN_ENV_COMMAND (e.g. 'node /path/to/tavern.js env --stdio') "
        "or put `tavern` on PATH"
    )


class Bridge:
    """One ``tavern env --stdio`` process; requests are answered in order, one line each."""

    def __init__(self, command: Optional[Sequence[str]] = None) -> None:
        self._process: Optional[subprocess.Popen[bytes]] = subprocess.Popen(
            list(command) if command is not None else bridge_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            bufsize=1 << 20,
        )

    def request(self, **message: Any) -> dict:
        """Sends one request and returns its answer; raises TavernError if it was refused."""
        self.send(**message)
        return self.receive()

    def send(self, **message: Any) -> None:
        """Sends one request without waiting (``receive`` takes its answer): lets several bridges work at once."""
        self.send_line(json.dumps(message, separators=(",", ":")).encode("utf-8"))

    def send_line(self, line: bytes) -> None:
        """Sends one request already written as a line of JSON (no newline)."""
        process = self._process
        if process is None or process.stdin is None:
            raise TavernError("the environment is closed")
        process.stdin.write(line + b"\n")
        process.stdin.flush()

    def receive(self) -> dict:
        """
        The answer to the oldest request not yet received. A binary batch frame (a header line with
        ``bytes``, then that many bytes) comes back with its bytes under ``"payload"``.
        """
        process = self._process
        if process is None or process.stdout is None:
            raise TavernError("the environment is closed")
        line = process.stdout.readline()
        if not line:
            raise TavernError(f"the Tavern bridge exited (code {process.poll()})")
        answer = json.loads(line)
        if not answer.get("ok"):
            raise TavernError(answer.get("error", "the bridge refused the request"))
        size = answer.get("bytes")
        if size is not None:
            payload = process.stdout.read(size)
            if len(payload) != size:
                raise TavernError(f"the Tavern bridge exited in the middle of a batch (code {process.poll()})")
            answer["payload"] = payload
        return answer

    def close(self) -> None:
        """Asks the bridge to stop and waits for it."""
        process = self._process
        if process is None:
            return
        self._process = None
        try:
            if process.stdin is not None:
                process.stdin.write(b'{"op":"close"}\n')
                process.stdin.close()
            process.wait(timeout=10)
        except (BrokenPipeError, subprocess.TimeoutExpired, OSError):
            process.kill()
            process.wait()
        finally:
            if process.stdout is not None:
                process.stdout.close()
