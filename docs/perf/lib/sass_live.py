#!/usr/bin/env python3
"""sass_live.py: a rough register-pressure profile of a disassembled kernel (nvdisasm's text, as
vk_sass.py writes it, gzipped or not). Walks the instructions in address order: a register's value lives
from the instruction that writes it to its last read before the next write; the profile is how many
values live across each stretch of STEP instructions (default 100), with the stretch's commonest opcodes,
so a stretch where pressure peaks can be named (ballots: VOTE; loads: LDG; the scatter: STS, LDS).
Straight-line reading only: a value read around a loop's back edge counts from its first read. So the
figure is an estimate, below the allocator's count (2026-11-30: 57 for main's keys kernel, which takes 64);
its use is comparing two kernels or two stretches of one.
  python3 docs/perf/lib/sass_live.py FILE.sass.txt[.gz] [STEP]"""
import gzip
import re
import sys

# Opcodes whose first operand is read, not written (stores, branches, barriers, predicate writers).
NO_DESTINATION = {'ST', 'STG', 'STS', 'STL', 'RED', 'BAR', 'BRA', 'EXIT', 'BSSY', 'BSYNC', 'WARPSYNC', 'MEMBAR',
                  'CCTL', 'ERRBAR', 'NOP', 'YIELD', 'CALL', 'RET', 'ISETP', 'FSETP', 'R2P', 'PLOP3', 'BPT',
                  'DEPBAR', 'FENCE'}
# Opcodes that write two or four registers when their name says .64 / .128.
WIDE_WRITERS = {'LDG', 'LDS', 'LD', 'LDL', 'IMAD', 'ATOMS', 'ATOMG', 'ATOM', 'SHFL', 'MOV', 'LDSM'}
STORES = {'STG', 'STS', 'ST', 'STL'}
LINE = re.compile(r'\s+/\*([0-9a-f]+)\*/\s+(@!?U?P\w+\s+)?([A-Z0-9_.]+)\s*(.*?);')


def instructions(path):
    opener = gzip.open if path.endswith('.gz') else open
    with opener(path, 'rt') as text:
        for line in text:
            match = LINE.match(line)
            if not match:
                continue
            _, _, opcode, rest = match.groups()
            base = opcode.split('.')[0]
            width = 2 if ('.64' in opcode or '.WIDE' in opcode) else 4 if '.128' in opcode else 1
            writes, reads = set(), set()
            for k, operand in enumerate(o.strip() for o in rest.split(',') if rest):
                for number, pair in re.findall(r'\bR(\d+)(\.64)?', operand):
                    r = int(number)
                    if k == 0 and base not in NO_DESTINATION and not operand.startswith('['):
                        wide = base in WIDE_WRITERS or '.WIDE' in opcode
                        writes.update(range(r, r + (width if wide else 1)))
                    else:
                        count = 2 if pair else (width if k == 1 and base in STORES else 1)
                        reads.update(range(r, r + count))
            yield base, writes, reads


def live_ranges(program):
    current, ranges = {}, []
    for i, (_, writes, reads) in enumerate(program):
        for r in reads:
            current.setdefault(r, [i, i])[1] = i
        for r in writes:
            if r in current:
                ranges.append(current[r])
            current[r] = [i, i]
    return ranges + list(current.values())


def main():
    program = list(instructions(sys.argv[1]))
    step = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    pressure = [0] * len(program)
    for start, end in live_ranges(program):
        for i in range(start + 1, end + 1):
            pressure[i] += 1
    print(f'{len(program)} instructions, at most {max(pressure)} values live (estimate)')
    for i in range(0, len(program), step):
        counts = {}
        for base, _, _ in program[i:i + step]:
            counts[base] = counts.get(base, 0) + 1
        common = ' '.join(f'{k} {v}' for k, v in sorted(counts.items(), key=lambda kv: -kv[1])[:6])
        print(f'{i:5d}  at most {max(pressure[i:i + step]):3d} live   {common}')


if __name__ == '__main__':
    main()
