#!/usr/bin/env python3
# docs/reference-from-cub.py: turns the output of ../shared/gpu/cub_direct.cu (CUB's DeviceRadixSort timed
# on one GPU) into a reference file for the race chart (assets/reference/*.csv; the format is in
# app/ui/core/race/race_reference.hpp): one line per key type and order, one point per size.
#
#   docs/reference-from-cub.py [--date YYYY-MM-DD] [--note TEXT]... [INPUT] > assets/reference/FILE.csv
#
# INPUT (standard input when absent or -) is what cub_direct.cu printed; the lines it reads:
#   NVIDIA H200, CUB 3.0.1                                  the device and CUB's version (its first line)
#   types log2N=24 CUB G keys/s: u32 35.60 | u32 desc 40.80 | i32 40.60 | ... | f32+u32 pairs 29.30 | u32 again 35.70
#       every key type and order at one size: u32, i32 or f32, " desc" for descending, "+u32 pairs" with
#       u32 values; "u32 again" (u32 timed once more after the others, to see drift) is left out
#   sorted log2N=16 CUB SortKeys u32 0.058 ms = 1.12 G keys/s | SortPairs u32+u32 0.067 ms = 0.97 G pairs/s
#       u32 keys and u32+u32 pairs at one size (its first word: sorted, or NOT-SORTED, refused)
# Every other line is passed over. Where both kinds of line give u32 or u32+u32 at one size, the types
# line's figure is kept (it is timed beside the other types on the same bits). Rates are written to three
# significant figures, as CUB SortKeys (keys alone) and CUB SortPairs (with values), each point's source
# "cub_direct.cu, CUB <version>, <device>, <date>". --date is the day of the measurement (default:
# today, UTC); each --note is a comment line added to the file's header. Exit status: 0, 1 for input it
# cannot read (the line and what is wrong on standard error), 2 for bad usage.
import argparse
import datetime
import re
import sys

DEVICE_LINE = re.compile(r"^(?P<device>[^,]+), CUB (?P<version>\d+\.\d+\.\d+)\s*$")
TYPES_LINE = re.compile(r"^types log2N=\s*(?P<log2n>\d+) CUB G keys/s:(?P<rates>.*)$")
SWEEP_LINE = re.compile(r"^(?P<state>\S+) log2N=\s*(?P<log2n>\d+) CUB SortKeys u32 .*?=\s*(?P<keys>\S+) G keys/s"
                        r" \| SortPairs u32\+u32 .*?=\s*(?P<pairs>\S+) G pairs/s\s*$")
TYPES_LABEL = re.compile(r"^(?P<type>u32|i32|f32)(?P<desc> desc)?(?P<pairs>\+u32 pairs)?$")
TYPES_RATE = re.compile(r"^(?P<label>.+?)\s+(?P<rate>\S+)$")
SKIPPED_LABELS = {"u32 again"}
KIND_ORDER = ["u32", "u32-desc", "i32", "i32-desc", "f32", "f32-desc",
              "u32+u32", "u32-desc+u32", "i32+u32", "i32-desc+u32", "f32+u32", "f32-desc+u32"]
TYPES_PRIORITY, SWEEP_PRIORITY = 2, 1


class InputError(Exception):
    pass


def rate_of(text, where):
    try:
        rate = float(text)
    except ValueError:
        raise InputError(f"{where}: the rate {text!r} is not a number") from None
    if not rate > 0 or rate == float("inf"):
        raise InputError(f"{where}: the rate {text!r} is not a positive number")
    return rate


def log2n_of(text, where):
    log2n = int(text)
    if not 1 <= log2n <= 31:
        raise InputError(f"{where}: log2N={log2n} is outside 1..31")
    return log2n


def kind_of(label, where):
    match = TYPES_LABEL.match(label)
    if not match:
        raise InputError(f"{where}: unknown type {label!r} (u32, i32 or f32, ' desc', '+u32 pairs')")
    return match["type"] + ("-desc" if match["desc"] else "") + ("+u32" if match["pairs"] else "")


def read_rates(lines):
    """The device, CUB's version and {(kind, log2n): G keys/s} from cub_direct.cu's lines."""
    device = version = None
    rates = {}  # (kind, log2n) -> (rate, priority, line number)

    def put(kind, log2n, rate, priority, where, number):
        old = rates.get((kind, log2n))
        if old is not None and old[1] == priority:
            raise InputError(f"{where}: {kind} at log2N={log2n} again (line {old[2]} gave it)")
        if old is None or old[1] < priority:
            rates[(kind, log2n)] = (rate, priority, number)

    for number, line in enumerate(lines, 1):
        line = line.rstrip("\r\n")
        where = f"line {number}"
        if device is None and (match := DEVICE_LINE.match(line)):
            device, version = match["device"].strip(), match["version"]
        elif match := TYPES_LINE.match(line):
            log2n = log2n_of(match["log2n"], where)
            for field in match["rates"].split("|"):
                field = field.strip()
                rate_match = TYPES_RATE.match(field)
                if not rate_match:
                    raise InputError(f"{where}: {field!r} is not a type and a rate")
                if rate_match["label"] in SKIPPED_LABELS:
                    continue
                kind = kind_of(rate_match["label"], where)
                put(kind, log2n, rate_of(rate_match["rate"], where), TYPES_PRIORITY, where, number)
        elif match := SWEEP_LINE.match(line):
            if match["state"] != "sorted":
                raise InputError(f"{where}: CUB's result was {match['state']}, not sorted: no figure from this call")
            log2n = log2n_of(match["log2n"], where)
            put("u32", log2n, rate_of(match["keys"], where), SWEEP_PRIORITY, where, number)
            put("u32+u32", log2n, rate_of(match["pairs"], where), SWEEP_PRIORITY, where, number)
    if device is None:
        raise InputError("no device line ('NVIDIA H200, CUB 3.0.1', the first line cub_direct.cu prints)")
    if not rates:
        raise InputError("no figures: no 'types log2N=' line and no 'log2N=.. CUB SortKeys' line")
    return device, version, {key: value[0] for key, value in rates.items()}


def three_figures(rate):
    """35.6, 30.0, 1.12, 0.970; from 100 on, whole numbers (123)."""
    return f"{rate:.0f}" if rate >= 99.95 else f"{rate:#.3g}"


def kind_rank(kind):
    return (KIND_ORDER.index(kind), kind) if kind in KIND_ORDER else (len(KIND_ORDER), kind)


def reference_csv(device, version, rates, date, notes):
    source = f"cub_direct.cu, CUB {version}, {device}, {date}"
    out = [
        f"# CUB's radix sort (cub::DeviceRadixSort SortKeys, SortKeysDescending and SortPairs) on the {device},",
        "# for the race chart's reference lines (sortscope --race A..B --race-reference FILE, or the race panel's",
        "# \"reference lines\"): a line per key type and order; the race draws the one of the keys it sorts.",
        f"# Measured by another tool: ../shared/gpu/cub_direct.cu (CUB {version}, median of 20 runs timed with CUDA",
        f"# events, every type on the same random bits), {date}; made into this file by docs/reference-from-cub.py.",
        "# kind: u32, i32 or f32 keys, -desc descending, +u32 with u32 values. The rates are G keys (pairs) per",
        "# second: n / median time.",
    ]
    out += [f"# {note}" for note in notes]
    out.append("series,kind,log2n,g_keys_per_s,source")
    for kind, log2n in sorted(rates, key=lambda key: (kind_rank(key[0]), key[1])):
        series = "CUB SortPairs" if kind.endswith("+u32") else "CUB SortKeys"
        out.append(f"{series},{kind},{log2n},{three_figures(rates[(kind, log2n)])},{source}")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description="cub_direct.cu's output as a race reference CSV (on standard output)")
    parser.add_argument("input", nargs="?", default="-", help="cub_direct.cu's output (default: standard input)")
    parser.add_argument("--date", default=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"),
                        help="the day of the measurement, YYYY-MM-DD (default: today, UTC)")
    parser.add_argument("--note", action="append", default=[], help="a comment line for the file's header")
    args = parser.parse_args()
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", args.date):
        parser.error(f"--date {args.date!r} is not YYYY-MM-DD")
    if any("\n" in note for note in args.note):
        parser.error("a --note is one line")
    name = "standard input" if args.input == "-" else args.input
    try:
        if args.input == "-":
            lines = sys.stdin.readlines()
        else:
            with open(args.input, encoding="utf-8") as stream:
                lines = stream.readlines()
    except (OSError, UnicodeDecodeError) as error:
        print(f"reference-from-cub: cannot read {name}: {error}", file=sys.stderr)
        return 1
    try:
        device, version, rates = read_rates(lines)
    except InputError as error:
        print(f"reference-from-cub: {name}: {error}", file=sys.stderr)
        return 1
    sys.stdout.write(reference_csv(device, version, rates, args.date, args.note))
    return 0


if __name__ == "__main__":
    sys.exit(main())
