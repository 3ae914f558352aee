#!/usr/bin/env python3
"""Writes workload W1 "chain-grid N" of the kiwi benchmark's workloads (Benchmarks/README.md) as a
plumb spec in JSON.

N buttons, 40 x 20 pt, in rows of ten, 8 pt apart, 16 pt from the root's edges; each wants to
be 44 wide at priority 750 (and cannot be); the last view of each row stays 16 pt inside the
root's right edge. Usage: chain-grid.py N > chain-grid-N.json
"""
import json
import sys


def spec(n):
    rows = (n + 9) // 10
    views, constraints = [], []
    for i in range(n):
        r, c = divmod(i, 10)
        v = f"v{i}"
        views.append({"id": v})
        constraints += [f"{v}.width == 40", f"{v}.height == 20"]
        constraints.append(f"{v}.leading == root.leading + 16" if c == 0 else f"{v}.leading == v{i - 1}.trailing + 8")
        if r == 0 and c == 0:
            constraints.append(f"{v}.top == root.top + 16")
        elif c == 0:
            constraints.append(f"{v}.top == v{i - 10}.bottom + 8")
        else:
            constraints.append(f"{v}.top == v{i - 1}.top")
        constraints.append(f"{v}.width >= 44 @ 750")
        if c == 9 or i == n - 1:
            constraints.append(f"{v}.trailing <= root.trailing - 16")
    return {
        "plumb": 1,
        "title": f"W1 chain-grid {n}",
        "window": {"width": 520, "height": 28 * rows + 24},
        "safeAreaInsets": "none",
        "root": {"id": "root", "views": views, "constraints": constraints},
    }


if __name__ == "__main__":
    json.dump(spec(int(sys.argv[1])), sys.stdout, separators=(",", ":"))
