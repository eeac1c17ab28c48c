#!/usr/bin/env python3
"""Where a kernel's executed instructions go, by source line: joins Nsight Compute's per-instruction counts
(`ncu --import R --page source --csv --print-source sass`) with nvdisasm's line table of the same build
(`nvdisasm -g twin.cubin`, the twin built with -lineinfo), instruction by instruction, and sums each source
line's executed instructions and warp-stall samples. Prints the lines that hold the most.
  attribute.py SOURCE_CSV SASS_LINES FUNCTION_REGEX [ROWS]"""
import collections
import csv
import re
import sys


def functions(sass_path):
    """Each function's instructions in order, each with the (file, line) nvdisasm last named."""
    found, current, where = {}, None, None
    for text in open(sass_path):
        m = re.match(r'^\.text\.(\S+):', text)
        if m:
            current, where = m.group(1), None
            found[current] = []
            continue
        if current is None:
            continue
        m = re.search(r'//## File "([^"]+)", line (\d+)', text)
        if m:
            where = (m.group(1).split('/')[-1], int(m.group(2)))
            continue
        m = re.match(r'\s+/\*[0-9a-f]{4,}\*/\s+(.*?);', text)
        if m:
            found[current].append((where, m.group(1).strip()))
    return found


def profile(csv_path):
    """(SASS text, instructions executed, stall samples) per instruction, in address order."""
    rows = list(csv.reader(open(csv_path)))
    header = rows[1]
    at = {h: i for i, h in enumerate(header)}
    return [(r[at['Source']].strip().rstrip(';'), int(r[at['Instructions Executed']] or 0),
             int(r[at['Warp Stall Sampling (All Samples)']] or 0)) for r in rows[2:] if len(r) >= len(header)]


def opcode(text):
    return re.sub(r'^@!?U?P\w+\s+', '', text).split()[0].split('.')[0]


def main():
    csv_path, sass_path, pattern = sys.argv[1:4]
    rows = int(sys.argv[4]) if len(sys.argv) > 4 else 30
    counted = profile(csv_path)
    matches = [f for f, instructions in functions(sass_path).items()
               if re.search(pattern, f) and len(instructions) == len(counted)]
    if len(matches) != 1:
        sys.exit(f'attribute.py: {len(matches)} functions match {pattern} with {len(counted)} instructions')
    listed = functions(sass_path)[matches[0]]
    differ = sum(opcode(a[1]) != opcode(b[0]) for a, b in zip(listed, counted))
    if differ:
        sys.exit(f'attribute.py: {differ} instructions differ between the listing and the profile')
    executed, stalls = collections.Counter(), collections.Counter()
    for (where, _), (_, count, samples) in zip(listed, counted):
        executed[where] += count
        stalls[where] += samples
    total, samples = sum(executed.values()), sum(stalls.values())
    print(f'{matches[0]}: {len(listed)} instructions, {total:,} executed (warp level), {samples:,} stall samples')
    for where, count in executed.most_common(rows):
        print(f'{where[0]}:{where[1]:<6} {count / 1e6:7.2f} M {100 * count / total:5.1f}%   stall samples {100 * stalls[where] / samples:5.1f}%')


if __name__ == '__main__':
    main()
