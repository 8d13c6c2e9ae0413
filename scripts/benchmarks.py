#!/usr/bin/env python3
"""Regenerates BENCHMARKS.md: runs the perft example for the issue's speed
targets (medians of repeated runs) and the criterion benches, and writes the
measured figures with the commands that produced them.

Usage: python3 scripts/benchmarks.py [--quick]   (from the repository root)
--quick runs fewer repetitions and shorter criterion measurements.
"""

import datetime
import json
import os
import platform
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PERFT = os.path.join(ROOT, "target", "release", "examples", "perft")
CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
XIANGQI_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
AMAZONS_START = "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1"
# Positions whose turns perft(4) counts from the start: perft(0..3).
CHESS_VISITED_D4 = 1 + 640 + 379_440 + 249_921_262


def run(cmd, **kw):
    return subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True, **kw)


def perft_seconds(fen, depth, *flags):
    """Runs the perft example once; returns (nodes, seconds)."""
    out = run([PERFT, "--fen", fen, "--depth", str(depth), *flags])
    match = re.search(r"nodes (\d+)\s+time ([0-9.]+) s", out.stderr)
    if not match:
        sys.exit(f"unexpected perft output: {out.stderr}")
    return int(match.group(1)), float(match.group(2))


def median_run(repeats, fen, depth, *flags):
    runs = [perft_seconds(fen, depth, *flags) for _ in range(repeats)]
    nodes = runs[0][0]
    assert all(n == nodes for n, _ in runs), "perft counts differ between runs"
    return nodes, statistics.median(s for _, s in runs)


def command(fen, depth, *flags):
    return "cargo run --release --example perft -- --fen '{}' --depth {}{}".format(
        fen, depth, "".join(" " + f for f in flags)
    )


def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    rustc = run(["rustc", "--version"]).stdout.strip()
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, {rustc}"


def criterion_medians():
    """Median estimate (ns) of every criterion benchmark in target/criterion."""
    base = os.path.join(ROOT, "target", "criterion")
    rows = []
    for dirpath, _, files in os.walk(base):
        if "estimates.json" in files and os.path.basename(dirpath) == "new":
            with open(os.path.join(dirpath, "estimates.json")) as f:
                median = json.load(f)["median"]["point_estimate"]
            bench_dir = os.path.dirname(dirpath)
            with open(os.path.join(bench_dir, "new", "benchmark.json")) as f:
                meta = json.load(f)
            rows.append((meta["full_id"], median, meta.get("throughput")))
    return sorted(rows)


def fmt_time(ns):
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}"
    return f"{ns:.3g} ns"


def kept_section(heading):
    """The lines of a section of the current BENCHMARKS.md (from its heading
    to the next `## ` heading), with a blank line before it; none if absent."""
    try:
        with open(os.path.join(ROOT, "BENCHMARKS.md")) as f:
            text = f.read().split("\n")
    except OSError:
        return []
    for i, line in enumerate(text):
        if line.startswith(heading):
            end = next((j for j in range(i + 1, len(text)) if text[j].startswith("## ")), len(text))
            section = text[i:end]
            while section and not section[-1].strip():
                section.pop()
            return [""] + section
    return []


# The sections this script writes; every other `## ` section of the current
# file is kept.
GENERATED = ("## The speed targets", "## Game of the Amazons", "## Criterion benches")

# What the speed-target rows count, beneath the table.
SPEED_NOTES = [
    "",
    "Turn counts: perft(3) 249,921,262 and perft(4) 164,318,412,891 for Duck",
    "Chess, perft(3) 14,165,043,053 for Duck Xiangqi. The time per visited",
    "position divides perft(4)'s time by the 250,301,343 positions generated",
    "and counted; \"every leaf played\" plays each leaf turn with",
    "`play_unchecked` instead of counting it in bulk. The commands:",
]


def kept_headings():
    """The `## ` headings of the current BENCHMARKS.md that this script does
    not write, in their order."""
    try:
        with open(os.path.join(ROOT, "BENCHMARKS.md")) as f:
            text = f.read().split("\n")
    except OSError:
        return []
    return [line for line in text if line.startswith("## ") and not line.startswith(GENERATED)]


def main():
    quick = "--quick" in sys.argv
    reps = 3 if quick else 7
    print("building ...", file=sys.stderr)
    run(["cargo", "build", "--release", "--example", "perft"])
    rows = []

    nodes, s = median_run(reps, CHESS_START, 3)
    assert nodes == 249_921_262
    rows.append(("Duck Chess perft(3), start",
                 "Fairy-Stockfish 1.9 s", "≤ 0.06 s", f"{s:.3f} s", command(CHESS_START, 3)))

    d4_reps = 1 if quick else 3
    nodes4, s4 = median_run(d4_reps, CHESS_START, 4)
    assert nodes4 == 164_318_412_891
    rows.append(("Duck Chess perft(4), start",
                 "about half an hour", "≤ 20 s", f"{s4:.1f} s", command(CHESS_START, 4)))

    nodes, s = median_run(reps, XIANGQI_START, 3)
    assert nodes == 14_165_043_053
    rows.append(("Duck Xiangqi perft(3), start",
                 "Fairy-Stockfish 104 s", "≤ 2 s", f"{s:.2f} s", command(XIANGQI_START, 3)))

    ns = s4 / CHESS_VISITED_D4 * 1e9
    rows.append(("Duck Chess perft(4): time per visited position",
                 "cozy-chess ≈ 80 ns (issue's figure)", "≤ 96 ns", f"{ns:.0f} ns", command(CHESS_START, 4)))

    nodes, s = median_run(reps, CHESS_START, 3, "--expand")
    rows.append(("Duck Chess perft(3), every leaf played",
                 "Fairy-Stockfish lists 130 M/s", "≥ 150 M/s", f"{nodes / s / 1e6:.0f} M turns/s",
                 command(CHESS_START, 3, "--expand")))

    _, one = median_run(reps, XIANGQI_START, 3)
    _, two = median_run(reps, XIANGQI_START, 3, "--threads", "2")
    rows.append(("Duck Xiangqi perft(3), 2 threads", f"single-threaded {one:.2f} s",
                 "≥ 1.8x", f"{one / two:.2f}x ({two:.2f} s)", command(XIANGQI_START, 3, "--threads", "2")))
    _, c1 = median_run(d4_reps, CHESS_START, 4)
    _, c2 = median_run(d4_reps, CHESS_START, 4, "--threads", "2")
    rows.append(("Duck Chess perft(4), 2 threads", f"single-threaded {c1:.1f} s",
                 "≥ 1.8x", f"{c1 / c2:.2f}x ({c2:.1f} s)", command(CHESS_START, 4, "--threads", "2")))

    # The Game of the Amazons (arrows as added blockers): no reference
    # figure, as Fairy-Stockfish cannot be built here; perft(2) is the
    # published 4,307,152, perft(3) is reported as counted.
    amazons = []
    nodes, s = median_run(reps, AMAZONS_START, 3, "--game", "amazons")
    amazons.append(("Amazons perft(3), start",
                    f"{s:.2f} s", f"{nodes / s / 1e6:.0f} M turns/s",
                    command(AMAZONS_START, 3, "--game", "amazons")))
    nodes, s = median_run(reps, AMAZONS_START, 2, "--game", "amazons", "--expand")
    assert nodes == 4_307_152
    amazons.append(("Amazons perft(2), every leaf played",
                    f"{s:.3f} s", f"{nodes / s / 1e6:.0f} M turns/s",
                    command(AMAZONS_START, 2, "--game", "amazons", "--expand")))

    print("criterion ...", file=sys.stderr)
    bench_args = ["cargo", "bench", "-p", "duck-variants-benches", "--bench", "duck", "--"]
    if quick:
        bench_args += ["--warm-up-time", "0.5", "--measurement-time", "2"]
    run(bench_args)
    benches = criterion_medians()

    today = datetime.date.today().isoformat()
    lines = [
        "# Benchmarks",
        "",
        f"Measured {today} on {machine()}, single-threaded unless stated.",
        "Regenerate with `python3 scripts/benchmarks.py` (figures are medians of",
        f"{reps} runs of the perft example, {d4_reps} for perft(4), and criterion's medians).",
        "The release profile uses fat LTO and one codegen unit; `.cargo/config.toml`",
        "builds for the host CPU.",
        "",
        "## The speed targets",
        "",
        "| # | measure | reference | target | measured |",
        "|---|---|---|---|---|",
    ]
    for i, (measure, ref, target, got, _) in enumerate(rows, 1):
        lines.append(f"| {i} | {measure} | {ref} | {target} | **{got}** |")
    lines += SPEED_NOTES + [""]
    lines += [f"{i}. `{cmd}`" for i, (*_, cmd) in enumerate(rows, 1)]
    # The other sections are measured by hand (deep perft runs of minutes to
    # half an hour, paired comparisons, the bindings' runs): they are kept
    # as they stand in the current file.
    for heading in kept_headings():
        lines += kept_section(heading)
    lines += [
        "",
        "## Game of the Amazons",
        "",
        "The core's arrow blocker rule (`crates/duck-variants-amazons`). Fairy-Stockfish",
        "could not be built here, so there is no reference figure; perft(1) and",
        "perft(2) equal the published 2,176 and 4,307,152.",
        "",
        "| # | measure | time | speed |",
        "|---|---|---|---|",
    ]
    for i, (measure, time, speed, _) in enumerate(amazons, 1):
        lines.append(f"| {i} | {measure} | {time} | **{speed}** |")
    lines += [""] + [f"{i}. `{cmd}`" for i, (*_, cmd) in enumerate(amazons, 1)]
    lines += [
        "",
        "## Criterion benches",
        "",
        "`cargo bench -p duck-variants-benches --bench duck` (benches/duck.rs). Medians; throughput elements are",
        "turns for perft, positions or turns for the other groups.",
        "",
        "| benchmark | median | per element |",
        "|---|---|---|",
    ]
    for name, median, throughput in benches:
        per = ""
        if throughput and "Elements" in throughput:
            per = fmt_time(median / throughput["Elements"])
        lines.append(f"| {name} | {fmt_time(median)} | {per} |")
    with open(os.path.join(ROOT, "BENCHMARKS.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote BENCHMARKS.md", file=sys.stderr)


if __name__ == "__main__":
    main()
