# Sourced by the benchmark scripts: `here` (this directory), `root` (the main package), a
# scratch directory `work` removed on exit, and two helpers.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Builds the main package's plumb in release and sets `plumb` to it.
build_release_plumb() {
    swift build -c release --package-path "$root" --product plumb >&2
    plumb="$(swift build -c release --package-path "$root" --show-bin-path)/plumb"
}

# Prints the time and the host's load, the first line of every benchmark's record.
print_load() {
    echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) load average: $(cut -d' ' -f1-3 /proc/loadavg)"
}

# Writes specs/storyboard.py's storyboard of $1 form scenes to $2, every view stored at the frame
# the plumb at $3 solves for it, as Xcode stores a storyboard after "Update Frames", so that the
# contact sheet draws no misplaced outlines.
write_forms_storyboard() {
    python3 "$here/specs/storyboard.py" "$1" > "$work/guessed.storyboard"
    "$3" explain "$work/guessed.storyboard" --format json > "$work/guessed.json"
    python3 "$here/specs/storyboard.py" "$1" "$work/guessed.json" > "$2"
}
