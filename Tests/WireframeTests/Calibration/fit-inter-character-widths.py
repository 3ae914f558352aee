#!/usr/bin/env python3
"""Fits how much wider San Francisco sets each character than Inter, from Xcode's frames.

Each sample of character-width-samples.json is a label or button of a public Interface
Builder document whose stored width is its text's, set in the system font, with `raw`: the
width Plumb gives that text in Inter without this table (Inter and Inter Display of Debian's
fonts-inter, spaced by the per-weight correction and UIKit's tracking for the San Francisco
of the document's Xcode, which its `toolsVersion` names). Xcode stored the width
rounded up to the pixel (a button's to the point), so San Francisco's width lies in
(width - pixel, width]. The unknowns are one difference per character shared by every design
and weight, one per character and design (Text or Display: San Francisco's two optical
designs, whose digits and spaces differ most), and one per character and style (a design and a
regular, medium, semibold or bold weight), each in fractions of the point size. They are
fitted by least squares on the distance of each prediction from its interval, with weights
that let frames far off (a text changed after its frame was stored) count little, and a ridge
that keeps a character seen seldom near zero. A sample further from Inter's width than 5% of
its own and than the widest difference one character can make (15% of the point size) is left
out; identical samples (copies of one screen) count once; a character in fewer than two samples
is not fitted.

Usage: fit-inter-character-widths.py character-width-samples.json > InterCharacterWidths+Table.swift
Needs numpy.
"""
import collections
import json
import math
import sys

import numpy

SHARED_RIDGE = 5.0
DESIGN_RIDGE = 10.0
STYLE_RIDGE = 20.0
MINIMUM_SAMPLES = 2
OUTLIER_SCALE = 0.1
ITERATIONS = 30
PREFILTER = 0.05
CHARACTER_PREFILTER = 0.15
WEIGHT_CLASSES = {"ultraLight": "regular", "thin": "regular", "light": "regular", "regular": "regular",
                  "medium": "medium", "semibold": "semibold", "bold": "bold", "heavy": "bold", "black": "bold"}


def design(sample):
    return "display" if sample["pointSize"] >= 20 else "text"


def style(sample):
    return design(sample), WEIGHT_CLASSES[sample["weight"]]


def is_plausible(sample):
    """Whether Inter's width is near enough Xcode's for the sample to tell the difference."""
    distance = abs(sample["width"] - sample["raw"])
    return distance <= PREFILTER * sample["width"] or distance <= CHARACTER_PREFILTER * sample["pointSize"]


def pixel(sample):
    return 1.0 if sample["kind"] == "button" else 1.0 / sample["scale"]


def training_set(samples):
    seen, kept = set(), []
    for sample in samples:
        width = sample["width"]
        if width <= 0 or not is_plausible(sample):
            continue
        key = (sample["text"], sample["pointSize"], sample["weight"], width, sample["scale"], sample["kind"])
        if key not in seen:
            seen.add(key)
            kept.append(sample)
    return kept


def layers(sample):
    """The groups a sample's characters belong to, each with its ridge: shared, design, style."""
    return (("shared", SHARED_RIDGE), (design(sample), DESIGN_RIDGE), (style(sample), STYLE_RIDGE))


def fit(samples):
    train = training_set(samples)
    counts = collections.Counter((group, c) for s in train for c in s["text"] for group, _ in layers(s))
    ridges = {group: ridge for s in train for group, ridge in layers(s)}
    keys = sorted((k for k, n in counts.items() if n >= MINIMUM_SAMPLES), key=repr)
    column = {key: index for index, key in enumerate(keys)}
    matrix = numpy.zeros((len(train), len(column)))
    for row, sample in enumerate(train):
        for character in sample["text"]:
            for group, _ in layers(sample):
                if (group, character) in column:
                    matrix[row, column[(group, character)]] += sample["pointSize"]
    raw = numpy.array([s["raw"] for s in train])
    high = numpy.array([s["width"] for s in train])
    low = high - numpy.array([pixel(s) for s in train])
    ridge = numpy.diag([ridges[group] ** 2 for group, _ in keys])
    differences = numpy.zeros(len(column))
    for _ in range(ITERATIONS):
        predicted = raw + matrix @ differences
        target = numpy.clip(predicted, low, high)
        distance = numpy.abs(predicted - target)
        weights = numpy.where(distance < OUTLIER_SCALE, 1.0, OUTLIER_SCALE / numpy.maximum(distance, 1e-9))
        weighted = matrix * weights[:, None]
        differences = numpy.linalg.solve(matrix.T @ weighted + ridge, weighted.T @ (target - raw))
    return {key: differences[index] for key, index in column.items()}, len(train)


def swift_character(character):
    if character in ('"', "\\"):
        return '"\\' + character + '"'
    if character.isprintable() and not character.isspace() or character == " ":
        return '"' + character + '"'
    return '"\\u{%x}"' % ord(character)


def swift_table(entries, indent):
    items = [f"{swift_character(c)}: {value:.5f}" for c, value in sorted(entries.items()) if round(value, 5) != 0]
    lines, line = [], indent
    for item in items:
        if len(line) + len(item) + 2 > 100:
            lines.append(line.rstrip())
            line = indent
        line += item + ", "
    lines.append(line.rstrip())
    return "\n".join(lines)


def main():
    samples = json.load(open(sys.argv[1]))
    differences, count = fit(samples)
    repositories = len({s["repository"] for s in samples})
    documents = len({(s["repository"], s["path"]) for s in samples})
    shared = {c: v for (kind, c), v in differences.items() if kind == "shared"}
    out = [
        "// Generated by Tests/WireframeTests/Calibration/fit-inter-character-widths.py from",
        f"// character-width-samples.json ({len(samples)} samples of {documents} documents of {repositories} repositories;",
        f"// {count} distinct near enough Inter's width fitted). Do not edit: change the samples or the",
        "// fit and run it again.",
        "",
        "extension InterCharacterWidths {",
        "    /// Every style's difference, by character.",
        "    static let shared: [Character: Double] = [",
        swift_table(shared, "        "),
        "    ]",
        "",
        "    /// Each design's own difference on top of the shared one, by character.",
        "    static let designed: [Style.Design: [Character: Double]] = [",
    ]
    for name in ("text", "display"):
        entries = {c: v for (kind, c), v in differences.items() if kind == name}
        out += [f"        .{name}: [", swift_table(entries, "            "), "        ],"]
    out += [
        "    ]",
        "",
        "    /// Each style's own difference on top of its design's, by character.",
        "    static let styled: [Style: [Character: Double]] = [",
    ]
    for name in ("text", "display"):
        for weight in ("regular", "medium", "semibold", "bold"):
            entries = {c: v for (kind, c), v in differences.items() if kind == (name, weight)}
            if not entries:
                continue
            out.append(f"        Style(design: .{name}, weight: .{weight}): [")
            out.append(swift_table(entries, "            "))
            out.append("        ],")
    out += ["    ]", "}", ""]
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
