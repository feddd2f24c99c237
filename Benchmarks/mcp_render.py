#!/usr/bin/env python3
"""One variant rendered through `gallery mcp` against `gallery render` for the same variant, in
one run (a benchmark, not a timed test).

Run from the repository root, after `swift build -c release --product gallery`:

    python3 Benchmarks/mcp_render.py [--rounds 30] [--entry Button/filled] [--binary .build/release/gallery]

- MCP: one server started and initialised once (the official Python MCP SDK as the client, as an
  agent's would be), then `render` of the entry's first variant, timed from the call to the
  decoded answer (PNG, picture tree and accessibility record), `--rounds` times.
- Command: `gallery render --filter ENTRY --theme light --scale 2 --output DIR --jobs 1 --quiet`, a
  process per round (start-up, render, the PNG, the site's pages for the entry and the manifest),
  the same rounds, alternating with the MCP calls so both see the same machine.

Prints min / median / max of each and their medians' ratio.
"""
import argparse
import asyncio
import os
import shutil
import statistics
import subprocess
import tempfile
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


async def measure(binary, entry, rounds):
    folder = tempfile.mkdtemp(prefix="bento-mcp-bench-")
    server = StdioServerParameters(command=binary, args=["mcp", "--jobs", "1"], cwd=ROOT)
    mcp_times, command_times = [], []
    try:
        async with stdio_client(server) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                await session.call_tool("render", {"entry": entry})  # warm: fonts loaded, caches filled
                for _ in range(rounds):
                    start = time.perf_counter()
                    answer = await session.call_tool("render", {"entry": entry, "theme": "light", "scale": 2})
                    assert not answer.is_error, answer
                    mcp_times.append(time.perf_counter() - start)
                    start = time.perf_counter()
                    subprocess.run(
                        [binary, "render", "--filter", entry, "--theme", "light", "--scale", "2", "--output", folder, "--jobs", "1", "--quiet"],
                        cwd=ROOT, check=True)
                    command_times.append(time.perf_counter() - start)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return mcp_times, command_times


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--entry", default="Button/filled")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/gallery"))
    arguments = parser.parse_args()
    mcp_times, command_times = asyncio.run(measure(os.path.abspath(arguments.binary), arguments.entry, arguments.rounds))

    def line(name, times):
        milliseconds = [t * 1000 for t in times]
        return f"{name:<34} min {min(milliseconds):7.1f} ms  median {statistics.median(milliseconds):7.1f} ms  max {max(milliseconds):7.1f} ms"

    print(f"{arguments.entry}, {arguments.rounds} rounds each, alternating")
    print(line("render through gallery mcp", mcp_times))
    print(line("gallery render --filter (process)", command_times))
    print(f"median ratio (mcp / command): {statistics.median(mcp_times) / statistics.median(command_times):.2f}")


if __name__ == "__main__":
    main()
