#!/usr/bin/env python3
"""Writes the specs of the limits benchmark (Benchmarks/limits.sh) into a directory.

  largest.json   the largest spec the limits allow: 100 000 views (the root and 99 999
                 buttons 10 x 10 pt, 100 to a row, 2 pt apart, each wanting 14 wide at 750),
                 about 15 MB, under the 16 MB a spec may have
  stack.yaml     a vertical stack of 5 000 arranged views, 10 pt tall, 2 pt apart
  lines.yaml     a label of 10 000 lines, the most a text may have
  option.yaml    a visual format with an unknown option of 100 000 characters, the longest a
                 string may be (the message suggests a name and shows 40 characters)

Usage: limits.py DIRECTORY
"""
import json
import os
import sys


def largest(n=99_999, columns=100):
    views, constraints = [], []
    for i in range(n):
        r, c = divmod(i, columns)
        v = f"v{i}"
        views.append({"id": v})
        constraints += [f"{v}.width == 10", f"{v}.height == 10", f"{v}.width >= 14 @ 750"]
        constraints.append(f"{v}.leading == root.leading + 8" if c == 0 else f"{v}.leading == v{i - 1}.trailing + 2")
        if i == 0:
            constraints.append(f"{v}.top == root.top + 8")
        elif c == 0:
            constraints.append(f"{v}.top == v{i - columns}.bottom + 2")
        else:
            constraints.append(f"{v}.top == v{i - 1}.top")
    rows = (n + columns - 1) // columns
    return {"plumb": 1, "title": f"largest {n + 1}", "window": {"width": 16 + 12 * columns, "height": 16 + 12 * rows},
            "safeAreaInsets": "none", "root": {"id": "root", "views": views, "constraints": constraints}}


def stack(n=5_000):
    views = "".join(f"        - {{id: v{i}, intrinsicContentSize: [none, 10]}}\n" for i in range(n))
    return ("plumb: 1\nwindow: {width: 320, height: 60000}\nroot:\n  id: root\n  views:\n    - id: stack\n"
            "      kind: stack\n      axis: vertical\n      spacing: 2\n      views:\n" + views
            + "  constraints: [\"H:|[stack]|\", \"V:|[stack]\"]\n")


def lines(n=10_000):
    text = "\\n".join(f"line {i}" for i in range(n))
    return f"plumb: 1\nroot:\n  id: root\n  views: [{{id: a, kind: label, text: \"{text}\"}}]\n  constraints: [\"H:|[a]|\", \"V:|[a]\"]\n"


def option(n=100_000):
    return ("plumb: 1\nroot:\n  id: r\n  views: [{id: a}]\n  constraints:\n"
            f"    - {{visualFormat: \"H:|[a]|\", options: [{'q' * n}]}}\n")


if __name__ == "__main__":
    directory = sys.argv[1]
    with open(os.path.join(directory, "largest.json"), "w") as file:
        json.dump(largest(), file, separators=(",", ":"))
    for name, text in [("stack.yaml", stack()), ("lines.yaml", lines()), ("option.yaml", option())]:
        with open(os.path.join(directory, name), "w") as file:
            file.write(text)
