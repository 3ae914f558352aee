#!/usr/bin/env python3
"""The seeded mutation run of issue 21 (docs/limits.md, "The seeded mutation run").

Derives COUNT mutated specs from fixtures/*.yaml and *.json with a fixed SEED: mutations that
know a spec's structure (numbers, visual format tokens, equations, value types, keys, Unicode,
nesting, aliases, sizes) and byte-level ones (flips, insertions, truncations). Each goes
through a release `plumb explain` and `plumb render` to PNG; every SAMPLE-th also to SVG and
PDF, and through `plumb check` against an empty golden directory. Each run may take 10 s and
2 GB. The report gives the largest peak and the longest run, and counts, and lists by case:

  crashes      a run ended by a signal (a Swift trap is SIGILL or SIGTRAP)
  slow         a run over 10 s (killed)
  memory       a run whose peak resident memory passed 2 GB
  partial      a file left in the output directory by a run that failed
  placeless    an exit 65 whose first error line names no file:line, except the messages
               that concern a whole file or figure (its size, emptiness or kind, a document
               without a scene)
  other exits  exit codes other than 0, 1 and 65

With --documents, the storyboards and xibs of fixtures/ib join the specs, mutated as XML: an
attribute's value replaced (a number past a range, a name of another kind), an attribute dropped
or renamed, a reference pointed at another id or none, an element's line dropped, repeated (up
to 20 000 times) or its tag renamed, XML syntax inserted.

Usage: Fuzz/mutate.py [--count N] [--seed S] [--sample K] [--jobs J] [--plumb PATH] [--keep DIR] [--documents]
The cases that fail are copied to DIR (default Fuzz/crashes/mutations) with their command.
"""
import argparse
import concurrent.futures
import glob
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIME_LIMIT = 10.0
MEMORY_LIMIT_KB = 2 * 1024 * 1024

NUMBERS = ["0", "-0", "1e19", "-1e308", "1e400", "4294967296", "9223372036854775807", "-9223372036854775808",
           "1e-320", "100001", "-100001", "99999.9999", ".nan", ".inf", "-.inf", "NaN", "0x10", "1_000", "1e12",
           "0.00001", "-1", "3.4028236e38", "12345678901234567890123"]
VFL_TOKENS = ["|", "-", "-(", ")", "[", "]", "(", ">=", "<=", "==", "@", "@1000", "@0", "(1e19)", "(-1e308)",
              "-1e12-", "(>=5@750)", "[a]", "[a(==b)]", "-0-", "--", "||", "H:", "V:", "(", "@(", "[]"]
EQUATION_TOKENS = [".width", ".height", ".top", ".foo", " * ", " / ", " / 0", " + ", " - ", " == ", " >= ", " <= ",
                   " @ ", " @ 1001", " @ 0", "1e19", "safeArea.", "margins.", ".centerX", "*", "((", "))", "superview"]
SCALARS = ["~", "null", "true", "[]", "{}", "[1, 2]", "{a: 1}", "\"\"", "''", "!!binary aGk=", "!!str 1",
           "&anchor 1", "*nowhere", "-", "? x", "|", ">"]
UNICODE = ["\u202e", "\u0301", "\U0001F600", "\u0000", "\ufeff", "\u200d", "\uffff", "\u0085", "\u2028",
           "e\u0301" * 50, "\U0001F468\u200d\U0001F469\u200d\U0001F467"]
KEYS = ["id", "kind", "views", "constraints", "frame", "window", "device", "title", "text", "font", "axis",
        "spacing", "distribution", "alignment", "priority", "metrics", "layoutGuides", "variants", "sections",
        "cells", "numberOfLines", "intrinsicContentSize", "plumb", "root", "safeAreaInsets", "isHidden"]


def number_spans(text):
    return [m.span() for m in re.finditer(r"(?<![A-Za-z_])-?\d+(?:\.\d+)?(?:e-?\d+)?", text)]


def quoted_spans(text):
    return [m.span(1) for m in re.finditer(r'"([^"\n]*)"', text)]


def line_spans(text):
    spans, start = [], 0
    for line in text.split("\n"):
        spans.append((start, start + len(line)))
        start += len(line) + 1
    return spans


def replace(text, span, new):
    return text[:span[0]] + new + text[span[1]:]


def mutate_number(rng, text):
    spans = number_spans(text)
    return replace(text, rng.choice(spans), rng.choice(NUMBERS)) if spans else None


def mutate_vfl(rng, text):
    spans = [s for s in quoted_spans(text) if re.match(r"[HV]:|\||\[", text[s[0]:s[1]])]
    if not spans:
        return None
    start, end = rng.choice(spans)
    at = rng.randint(start, end)
    if rng.random() < 0.5:
        return text[:at] + rng.choice(VFL_TOKENS) + text[at:]
    cut = min(end, at + rng.randint(1, 4))
    return text[:at] + rng.choice(VFL_TOKENS) + text[cut:]


def mutate_equation(rng, text):
    # An equation starts at the first letter of a name (a letter after another is never where the
    # leftmost match starts): without the look-behind, a line of a million letters, which an
    # earlier mutation can leave, was tried from each of them, in time of the square of its length.
    spans = [m.span() for m in re.finditer(r"(?<![A-Za-z_])[A-Za-z_][\w.]*\.\w+ *(?:==|>=|<=)[^\n\"\]]*", text)]
    if not spans:
        return None
    start, end = rng.choice(spans)
    at = rng.randint(start, end)
    cut = min(end, at + rng.randint(0, 6))
    return text[:at] + rng.choice(EQUATION_TOKENS) + text[cut:]


def mutate_type(rng, text):
    spans = [m.span(1) for m in re.finditer(r":[ ]+([^\n{\[#]+)$", text, re.M)]
    return replace(text, rng.choice(spans), rng.choice(SCALARS)) if spans else None


def mutate_key(rng, text):
    spans = [m.span(1) for m in re.finditer(r"^[ -]*([A-Za-z]+):", text, re.M)]
    if not spans:
        return None
    span = rng.choice(spans)
    key = text[span[0]:span[1]]
    choice = rng.random()
    if choice < 0.4:
        return replace(text, span, rng.choice(KEYS))
    if choice < 0.7:  # a near miss
        at = rng.randrange(len(key))
        return replace(text, span, key[:at] + key[at + 1:] + rng.choice("aeiouxz"))
    line = next(s for s in line_spans(text) if s[0] <= span[0] <= s[1])
    return text[:line[1]] + "\n" + text[line[0]:line[1]] + text[line[1]:]  # the key twice


def mutate_unicode(rng, text):
    at = rng.randint(0, len(text))
    return text[:at] + rng.choice(UNICODE) + text[at:]


def mutate_nesting(rng, text):
    spans = [m.span(1) for m in re.finditer(r":[ ]+([^\n#]+)$", text, re.M)]
    if not spans:
        return None
    depth = rng.choice([5, 50, 199, 201, 1000, 100000])
    open_, close = rng.choice([("[", "]"), ("{a: ", "}")])
    span = rng.choice(spans)
    return replace(text, span, open_ * depth + text[span[0]:span[1]] + close * depth)


def mutate_alias(rng, text):
    if rng.random() < 0.3:  # a small "billion laughs"
        levels = rng.randint(3, 9)
        lines = ["x0: &x0 [a, a, a, a, a, a, a, a, a, a]"]
        lines += [f"x{i}: &x{i} [" + ", ".join([f"*x{i - 1}"] * 10) + "]" for i in range(1, levels)]
        return "\n".join(lines) + "\n" + text
    spans = [m.span(1) for m in re.finditer(r":[ ]+([^\n#*&]+)$", text, re.M)]
    if len(spans) < 2:
        return None
    first, second = sorted(rng.sample(spans, 2))
    value = text[first[0]:first[1]]
    text = replace(text, second, "*a" if rng.random() < 0.8 else "*missing")
    return replace(text, first, "&a " + value)


def mutate_size(rng, text):
    choice = rng.random()
    if choice < 0.4:  # a view or constraint line repeated
        lines = [s for s in line_spans(text) if re.match(r"\s*- ", text[s[0]:s[1]])]
        if not lines:
            return None
        line = rng.choice(lines)
        copies = rng.choice([10, 1000, 20000])
        return text[:line[1]] + ("\n" + text[line[0]:line[1]]) * copies + text[line[1]:]
    spans = quoted_spans(text) or [m.span(1) for m in re.finditer(r":[ ]+([A-Za-z][^\n#]*)$", text, re.M)]
    if not spans:
        return None
    span = rng.choice(spans)
    filler = rng.choice(["x", "W ", "\\n", "[a]", "e\u0301"]) * rng.choice([1000, 100001, 2_000_000])
    return replace(text, span, filler)


def mutate_bytes(rng, data):
    data = bytearray(data)
    choice = rng.random()
    if choice < 0.4 and data:
        for _ in range(rng.randint(1, 8)):
            at = rng.randrange(len(data))
            data[at] ^= 1 << rng.randrange(8)
    elif choice < 0.7:
        at = rng.randint(0, len(data))
        data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
    else:
        data = data[:rng.randint(0, len(data))]
    return bytes(data)


STRUCTURED = [mutate_number, mutate_vfl, mutate_equation, mutate_type, mutate_key, mutate_unicode, mutate_nesting,
              mutate_alias, mutate_size]

# Interface Builder documents: XML attributes, elements and references.
ATTRIBUTE = re.compile(r'\s([A-Za-z][\w:.]*)="([^"<]*)"')
REFERENCES = {"id", "firstItem", "secondItem", "destination", "reference", "tableViewCell", "collectionViewCell",
              "textLabel", "detailTextLabel", "imageView", "target", "property"}
XML_VALUES = ["", "x", "-1", "1e400", "NaN", "1:0", "0/0", "-5:3", "1e19", "YES", "NO", "none", "infinite", "999999",
              "iOS.CocoaTouch", "retina6_1", "landscape", "systemBold", "UICTFontTextStyleBody", "fill",
              "greaterThanOrEqual", "centerX", "leadingMargin", "top"]
TAGS = ["view", "label", "button", "stackView", "scrollView", "tableView", "tableViewCell", "collectionView",
        "imageView", "constraint", "rect", "variation", "mask", "viewController", "navigationController", "foo"]


def mutate_attribute(rng, text):
    spans = [m for m in ATTRIBUTE.finditer(text)]
    if not spans:
        return None
    match = rng.choice(spans)
    choice = rng.random()
    if choice < 0.6:
        return replace(text, match.span(2), rng.choice(XML_VALUES + NUMBERS))
    if choice < 0.8:
        return replace(text, match.span(), "")  # the attribute dropped
    return replace(text, match.span(1), rng.choice([m.group(1) for m in spans]))  # another attribute's name


def mutate_reference(rng, text):
    spans = [m for m in ATTRIBUTE.finditer(text) if m.group(1) in REFERENCES]
    ids = [m.group(2) for m in spans if m.group(1) == "id"]
    if not spans or not ids:
        return None
    return replace(text, rng.choice(spans).span(2), rng.choice(ids + ["missing-id", ""]))


def mutate_element(rng, text):
    lines = [s for s in line_spans(text) if text[s[0]:s[1]].lstrip().startswith("<")]
    if not lines:
        return None
    line = rng.choice(lines)
    choice = rng.random()
    if choice < 0.35:  # a line dropped: an element, or one of its tags
        return text[:line[0]] + text[line[1] + 1:]
    if choice < 0.7:  # a line repeated: a duplicate id, up to 20 000 constraints
        copies = rng.choice([1, 2, 100, 20000])
        return text[:line[1]] + ("\n" + text[line[0]:line[1]]) * copies + text[line[1]:]
    tags = [m.span(1) for m in re.finditer(r"</?([A-Za-z]+)", text[line[0]:line[1]])]
    if not tags:
        return None
    start, end = rng.choice(tags)
    return replace(text, (line[0] + start, line[0] + end), rng.choice(TAGS))


def mutate_syntax(rng, text):
    at = rng.randrange(len(text)) if text else 0
    return text[:at] + rng.choice(["<", ">", "\"", "&", "&amp", "</", "/>", "<!--", "<![CDATA[", "&#0;", "\u0001"]) + text[at:]


XML_STRUCTURED = [mutate_attribute, mutate_attribute, mutate_reference, mutate_element, mutate_element, mutate_syntax,
                  mutate_unicode]


def is_document(path):
    return path.endswith(".storyboard") or path.endswith(".xib")


def make_case(rng, fixtures):
    path = rng.choice(fixtures)
    text = open(path, encoding="utf-8").read()
    kinds = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        if rng.random() < 0.2:
            kinds.append("bytes")
            data = mutate_bytes(rng, text.encode("utf-8", "surrogatepass"))
            return path, kinds, data
        mutation = rng.choice(XML_STRUCTURED if is_document(path) else STRUCTURED)
        result = mutation(rng, text)
        if result is not None:
            text = result
            kinds.append(mutation.__name__[len("mutate_"):])
    return path, kinds, text.encode("utf-8", "surrogatepass")


def run(command, cwd):
    """(exit code or -signal, seconds, peak KB, stderr); -1000 when killed past the time limit."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as err:
        process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=err, start_new_session=True)
        deadline = start + TIME_LIMIT
        status, usage, killed = None, None, False
        while status is None:
            pid, wait_status, wait_usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                status, usage = wait_status, wait_usage
                break
            if time.perf_counter() > deadline:
                os.killpg(process.pid, signal.SIGKILL)
                killed = True
            time.sleep(0.005)
        seconds = time.perf_counter() - start
        process.returncode = 0
        err.seek(0)
        stderr = err.read().decode("utf-8", "replace")
    code = -1000 if killed else (-os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status))
    return code, seconds, usage.ru_maxrss, stderr


WHOLE_FILE = re.compile(r"the figure is|the file is empty|the file has \d+ bytes|is a directory|is not UTF-8|has no scene")


def check_case(index, plumb, case_path, spec_name, sample):
    """(findings, exits, runs): what the case found, each run's exit, and each run's (peak KB,
    seconds, name)."""
    findings, exits, runs = [], [], []
    with tempfile.TemporaryDirectory(prefix="plumb-mutation-") as directory:
        spec = os.path.join(directory, spec_name)
        shutil.copyfile(case_path, spec)
        out = os.path.join(directory, "out")
        os.mkdir(out)
        commands = [["explain", spec], ["render", spec, "-o", os.path.join(out, "figure.png")]]
        if index % sample == 0:
            commands += [["render", spec, "-o", os.path.join(out, "figure.svg")],
                         ["render", spec, "-o", os.path.join(out, "figure.pdf")],
                         ["check", spec, "--golden", os.path.join(out, "golden"), "--artifacts", os.path.join(out, "artifacts")]]
        for arguments in commands:
            before = set(os.listdir(out))
            code, seconds, peak, stderr = run([plumb] + arguments, directory)
            name = arguments[0] + ("" if arguments[0] != "render" else " " + arguments[-1].rsplit(".", 1)[-1])
            exits.append(f"{name} exit {code}")
            runs.append((peak, seconds, name))
            if code == -1000:
                findings.append(("slow", name, f"over {TIME_LIMIT:.0f} s"))
            elif code < 0:
                findings.append(("crash", name, f"signal {-code}: " + stderr.strip()[-300:]))
            if peak > MEMORY_LIMIT_KB:
                findings.append(("memory", name, f"{peak / 1024:.0f} MB"))
            if code not in (0, 1, 65, -1000) and code >= 0:
                findings.append(("other exit", name, f"exit {code}: " + stderr.strip()[:300]))
            if arguments[0] == "render" and code != 0 and set(os.listdir(out)) - before:
                findings.append(("partial", name, f"left {sorted(set(os.listdir(out)) - before)}"))
            if code == 65:
                first = next((line for line in stderr.splitlines() if "error" in line), stderr.strip()[:200])
                placed = re.match(re.escape(spec) + r":\d+(:\d+)?: error: ", first)
                if not placed and not WHOLE_FILE.search(first):
                    findings.append(("placeless", name, first[:300]))
            if arguments[0] == "check":
                shutil.rmtree(os.path.join(out, "golden"), ignore_errors=True)
                shutil.rmtree(os.path.join(out, "artifacts"), ignore_errors=True)
    return findings, exits, runs


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--sample", type=int, default=10)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--plumb", default=os.path.join(ROOT, ".build/release/plumb"))
    parser.add_argument("--keep", default=os.path.join(ROOT, "Fuzz/crashes/mutations"))
    parser.add_argument("--documents", action="store_true",
                        help="also mutate the Interface Builder documents of fixtures/ib (attributes, references, elements, XML syntax)")
    options = parser.parse_args()
    fixtures = sorted(glob.glob(os.path.join(ROOT, "fixtures/*.yaml")) + glob.glob(os.path.join(ROOT, "fixtures/*.json")))
    if options.documents:
        fixtures += sorted(glob.glob(os.path.join(ROOT, "fixtures/ib/*.storyboard")) + glob.glob(os.path.join(ROOT, "fixtures/ib/*.xib")))
    rng = random.Random(options.seed)
    # The cases wait on disk, not in this process: a run's peak resident memory, as wait4 gives
    # it, counts what the process it was forked from held (the cases, up to megabytes each).
    scratch = tempfile.TemporaryDirectory(prefix="plumb-mutation-cases-")
    cases = []
    for index in range(options.count):
        source, kinds, data = make_case(rng, fixtures)
        name = f"case{index:05d}{os.path.splitext(source)[1]}"
        with open(os.path.join(scratch.name, name), "wb") as file:
            file.write(data)
        cases.append((index, os.path.basename(source), kinds, name))
    start = time.perf_counter()
    totals, found, exits, largest, longest = {}, [], {}, (0, 0.0, ""), (0, 0.0, "")
    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        futures = {pool.submit(check_case, index, options.plumb, os.path.join(scratch.name, name), name, options.sample):
                   (index, source, kinds, name) for index, source, kinds, name in cases}
        for done, future in enumerate(concurrent.futures.as_completed(futures), 1):
            index, source, kinds, name = futures[future]
            findings, codes, runs = future.result()
            for code in codes:
                exits[code] = exits.get(code, 0) + 1
            for peak, seconds, command in runs:
                largest = max(largest, (peak, seconds, f"case{index:05d} {command}"))
                longest = max(longest, (seconds, peak, f"case{index:05d} {command}"))
            for kind, command, detail in findings:
                totals[kind] = totals.get(kind, 0) + 1
                found.append((index, source, kinds, command, kind, detail))
                os.makedirs(options.keep, exist_ok=True)
                shutil.copyfile(os.path.join(scratch.name, name), os.path.join(options.keep, name))
            if done % 250 == 0:
                print(f"{done} cases, {time.perf_counter() - start:.0f} s, {totals}", flush=True)
    scratch.cleanup()
    found.sort()
    for index, source, kinds, command, kind, detail in found:
        print(f"case{index:05d} (from {source}, {'+'.join(kinds)}) {command}: {kind}: {detail}")
    print("runs: " + ", ".join(f"{k}: {v}" for k, v in sorted(exits.items())))
    print(f"largest peak: {largest[0] / 1024:.0f} MB ({largest[2]}); longest run: {longest[0]:.1f} s ({longest[2]})")
    documents = sum(1 for _, source, _, _ in cases if is_document(source))
    print(f"{options.count} cases ({options.count - documents} specs, {documents} Interface Builder documents; "
          f"seed {options.seed}, every {options.sample}th also as SVG, PDF and check) "
          f"in {time.perf_counter() - start:.0f} s: " + (", ".join(f"{v} {k}" for k, v in sorted(totals.items())) or "nothing found"))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
