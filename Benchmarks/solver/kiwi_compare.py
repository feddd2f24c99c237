#!/usr/bin/env python3
"""The solver beside kiwisolver (PyPI), on the same operations, in one run.

  python3 Benchmarks/solver/kiwi_compare.py [--rounds 3] [--bench PATH]

Writes `incremental.txt` (random incremental systems: additions of every relation and
strength, removals, edit variables, suggestions, and contradicting required constraints; the
generator is seeded, so the file is the same on every machine) if it is missing, then for each
round times kiwisolver on S1 (that file) and L1-L4a (../shared/bench/layout), and bento-bench on
the same workloads right after, and prints each round's ratio (ours / kiwi) and the median.

kiwisolver comes from PyPI (`python3 -m pip install kiwisolver`); it is not kept in the
repository. kiwisolver runs through its Python binding: each call crosses from Python to C++, a cost ours does
not pay. The figures say so; L2-L4 are dominated by the solver itself either way.
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

import kiwisolver as kiwi

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LAYOUT = os.path.join(ROOT, "..", "shared", "bench", "layout")
SYSTEMS = os.path.join(HERE, "incremental.txt")
STRENGTHS = {"required": 1001001000.0, "strong": 1000000.0, "medium": 1000.0, "weak": 1.0}


def survives_kiwi(system_lines):
    """Whether kiwisolver gets through a system: on some it aborts the process (an uncaught
    InternalSolverError, "Dual optimize failed"), so each is tried in a child process first."""
    pid = os.fork()
    if pid == 0:
        os.dup2(os.open(os.devnull, os.O_WRONLY), 2)
        systems = parse_lines(system_lines)
        run_incremental(systems)
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    return os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0


def generate(path, systems=2000, seed=20261122):
    rng = random.Random(seed)
    lines = []
    crashed = 0
    while len([l for l in lines if l.startswith("S ")]) < systems:
        count = rng.randint(5, 40)
        system = [f"S {count}"]
        live, edits, next_id = {}, set(), 0
        for _ in range(rng.randint(20, 60)):
            roll = rng.randrange(100)
            if roll < 12 and live:
                victim = rng.choice(sorted(live))
                system.append(f"R {victim}")
                del live[victim]
            elif roll < 20 and len(edits) < count:
                var = rng.randrange(count)
                if var not in edits:
                    edits.add(var)
                    system.append(f"E {var} {rng.choice(['strong', 'medium', 'weak'])}")
            elif roll < 32 and edits:
                system.append(f"U {rng.choice(sorted(edits))} {rng.randint(-100, 100)}")
            elif roll < 35 and edits:
                var = min(edits)
                edits.remove(var)
                system.append(f"X {var}")
            else:
                terms = [(rng.randrange(count), rng.choice([-2, -1, 1, 1, 2])) for _ in range(rng.randint(1, 3))]
                op = rng.choice(["==", "<=", ">="])
                strength = rng.choice(["required", "required", "strong", "medium", "weak"])
                constant = rng.randint(-60, 60)
                system.append(f"A {next_id} {op} {strength} {constant} {len(terms)} " + " ".join(f"{v} {c}" for v, c in terms))
                live[next_id] = True
                next_id += 1
        if survives_kiwi(system):
            lines += system
        else:
            crashed += 1
    with open(path, "w") as file:
        file.write(f"# {systems} systems; {crashed} more were generated and dropped because kiwisolver aborts on them\n")
        file.write("\n".join(lines) + "\n")
    return crashed


def parse_incremental(path):
    return parse_lines(open(path))


def parse_lines(lines):
    systems = []
    for line in lines:
        if line.startswith("#"):
            continue
        parts = line.split()
        if not parts:
            continue
        if parts[0] == "S":
            systems.append((int(parts[1]), []))
        else:
            systems[-1][1].append(parts)
    return systems


def run_incremental(systems):
    """Replays every system in kiwisolver; returns (seconds, refusals)."""
    refusals = 0
    start = time.perf_counter()
    for count, steps in systems:
        solver = kiwi.Solver()
        variables = [kiwi.Variable(f"x{i}") for i in range(count)]
        constraints = {}
        for step in steps:
            kind = step[0]
            if kind == "A":
                n = int(step[5])
                expression = float(step[4])
                for k in range(n):
                    expression = expression + variables[int(step[6 + 2 * k])] * float(step[7 + 2 * k])
                op = step[2]
                c = (expression == 0) if op == "==" else (expression <= 0) if op == "<=" else (expression >= 0)
                c = c | STRENGTHS[step[3]]
                try:
                    solver.addConstraint(c)
                    constraints[step[1]] = c
                except kiwi.UnsatisfiableConstraint:
                    refusals += 1
            elif kind == "R":
                c = constraints.pop(step[1], None)
                if c is not None:
                    solver.removeConstraint(c)
            elif kind == "E":
                solver.addEditVariable(variables[int(step[1])], STRENGTHS[step[2]])
            elif kind == "U":
                solver.suggestValue(variables[int(step[1])], float(step[2]))
            elif kind == "X":
                solver.removeEditVariable(variables[int(step[1])])
        solver.updateVariables()
    return time.perf_counter() - start, refusals


def parse_layout(name):
    variables, constraints, edits, suggestions = 0, [], [], []
    for line in open(os.path.join(LAYOUT, name + ".txt")):
        parts = line.split()
        if not parts:
            continue
        if parts[0] == "V":
            variables = int(parts[1])
        elif parts[0] == "C":
            n = int(parts[4])
            constraints.append((parts[1], float(parts[2]), float(parts[3]), [(int(parts[5 + 2 * k]), float(parts[6 + 2 * k])) for k in range(n)]))
        elif parts[0] == "E":
            edits.append((int(parts[1]), float(parts[2]), float(parts[3])))
        elif parts[0] == "S":
            suggestions.append(float(parts[1]))
    return variables, constraints, edits, suggestions


def run_layout(name):
    """kiwisolver on an L system: build time in ms, and the median re-solve for L4/L4a."""
    count, constraints, edits, suggestions = parse_layout(name)
    start = time.perf_counter()
    solver = kiwi.Solver()
    variables = [kiwi.Variable(f"v{i}") for i in range(count)]
    for op, strength, constant, terms in constraints:
        expression = kiwi.Expression([kiwi.Term(variables[v], c) for v, c in terms], constant)
        c = (expression == 0) if op == "==" else (expression <= 0) if op == "<=" else (expression >= 0)
        solver.addConstraint(c | strength)
    for var, strength, value in edits:
        solver.addEditVariable(variables[var], strength)
        solver.suggestValue(variables[var], value)
    solver.updateVariables()
    build = (time.perf_counter() - start) * 1000
    times = []
    for value in suggestions:
        begin = time.perf_counter()
        solver.suggestValue(variables[edits[0][0]], value)
        solver.updateVariables()
        times.append((time.perf_counter() - begin) * 1000)
    return build, (statistics.median(times) if times else None)


def ours(bench, only):
    output = subprocess.run([bench, "--only", only, "--runs", "1"], capture_output=True, text=True, check=True).stdout
    return [json.loads(line) for line in output.splitlines() if line.startswith("{")]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--bench", default=os.path.join(ROOT, "Benchmarks", ".build", "release", "bento-bench"))
    parser.add_argument("--only", default="S1,L1,L3,L4a")
    args = parser.parse_args()
    if not os.path.exists(SYSTEMS):
        generate(SYSTEMS)
    systems = parse_incremental(SYSTEMS)
    wanted = args.only.split(",")
    ratios = {}
    for round_index in range(1, args.rounds + 1):
        peer = {}
        if "S1" in wanted:
            seconds, refusals = run_incremental(systems)
            peer["S1"] = seconds * 1000
            peer["S1 refusals"] = refusals
        for name in ("L1", "L2", "L3", "L4", "L4a"):
            if name in wanted:
                build, resolve = run_layout("L4" if name == "L4" else "L4a" if name == "L4a" else name)
                peer[name] = resolve if name.startswith("L4") else build
        mine = {result["workload"]: result for result in ours(args.bench, ",".join(wanted))}
        for name in wanted:
            if name not in mine or name not in peer:
                continue
            ms = mine[name]["median_ms"]  # for L4 and L4a, the median re-solve
            ratio = ms / peer[name]
            ratios.setdefault(name, []).append(ratio)
            extra = f", refusals ours {mine[name].get('refusals')} kiwi {peer['S1 refusals']}" if name == "S1" else ""
            print(f"round {round_index} {name}: ours {ms:.2f} ms, kiwisolver {peer[name]:.2f} ms, ratio {ratio:.2f}{extra}", flush=True)
    for name, values in ratios.items():
        print(f"{name}: median ratio {statistics.median(values):.2f} (rounds {', '.join(f'{v:.2f}' for v in values)})")


if __name__ == "__main__":
    sys.exit(main())
