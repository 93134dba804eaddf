"""A PEP 517 build backend in plain standard library, so that ``pip install ./python`` needs no
download (not even setuptools): it writes the pure-Python wheel of the ``tavern`` package."""

import base64
import hashlib
import io
import os
import tarfile
import zipfile

NAME = "tavern"
VERSION = "0.1.0"
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
METADATA = f"""Metadata-Version: 2.1
Name: {NAME}
Version: {VERSION}
Summary: Regicide, Saboteur, Sanguosha and Gods' Gambit as reinforcement-learning environments (PettingZoo AEC style)
Requires-Python: >=3.9
Provides-Extra: numpy
Requires-Dist: numpy; extra == "numpy"
Description-Content-Type: text/markdown

"""
WHEEL = "Wheel-Version: 1.0\nGenerator: tavern_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"


def _sources():
    package = os.path.join(HERE, NAME)
    for name in sorted(os.listdir(package)):
        if name.endswith(".py"):
            yield f"{NAME}/{name}", os.path.join(package, name)


def _readme():
    with open(os.path.join(HERE, "README.md"), encoding="utf-8") as handle:
        return handle.read()


def _digest(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    filename = f"{NAME}-{VERSION}-py3-none-any.whl"
    info = f"{NAME}-{VERSION}.dist-info"
    records = []
    with zipfile.ZipFile(os.path.join(wheel_directory, filename), "w", zipfile.ZIP_DEFLATED) as wheel:
        entries = [(path, open(source, "rb").read()) for path, source in _sources()]
        entries.append((f"{info}/METADATA", (METADATA + _readme()).encode("utf-8")))
        entries.append((f"{info}/WHEEL", WHEEL.encode("utf-8")))
        for path, data in entries:
            wheel.writestr(path, data)
            records.append(f"{path},{_digest(data)},{len(data)}")
        records.append(f"{info}/RECORD,,")
        wheel.writestr(f"{info}/RECORD", "\n".join(records) + "\n")
    return filename


def build_sdist(sdist_directory, config_settings=None):
    base = f"{NAME}-{VERSION}"
    filename = f"{base}.tar.gz"
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz") as sdist:
        for relative in ["pyproject.toml", "README.md", "_build/tavern_build.py"] + [p for p, _ in _sources()]:
            sdist.add(os.path.join(HERE, relative), arcname=f"{base}/{relative}")
        info = (METADATA + _readme()).encode("utf-8")
        entry = tarfile.TarInfo(f"{base}/PKG-INFO")
        entry.size = len(info)
        sdist.addfile(entry, io.BytesIO(info))
    return filename
