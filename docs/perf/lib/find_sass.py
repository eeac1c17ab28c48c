#!/usr/bin/env python3
"""Looks for NVIDIA machine code (SASS) inside a GL program binary or the driver's shader cache.

usage: find_sass.py FILE OUTPREFIX [ARCH]   (ARCH for nvdisasm --binary, default SM90)

GL hands back no ELF image (program_registers.py), but the driver may keep the compiled machine code as a
raw stream of 16-byte instructions. nvdisasm --binary stops at the first word that is not an
instruction, so this looks for EXIT instructions (the 64-bit word 0x794d: EXIT, always executed) and, for
each, the earliest 16-byte step back from which nvdisasm decodes everything up to that EXIT (a binary
search: inside the code every start decodes, before it the first garbage word fails). Each stretch goes
to OUTPREFIX_K.sass.txt with a line: its size, its EXIT, BAR, LDG and STG counts, and the highest general
register it names (registers per thread: that plus one, plus what the hardware rounds up).
Needs the CUDA toolkit's nvdisasm (the GPU machine has it).
"""
import re
import shutil
import struct
import subprocess
import sys

OPCODE = re.compile(r"/\*([0-9a-f]+)\*/\s+(?:@!?U?P\w+\s+)?([A-Z0-9_]+)")
EXIT_WORD = 0x794D


def decode(data, start, end, arch, scratch):
    with open(scratch, "wb") as f:
        f.write(data[start:end])
    tool = shutil.which("nvdisasm") or "/usr/local/cuda/bin/nvdisasm"
    run = subprocess.run([tool, "--binary", arch, scratch], capture_output=True, text=True)
    if run.returncode != 0 or "rror" in run.stderr:
        return None
    return run.stdout


def exits(data):
    for at in range(0, len(data) - 15):
        if struct.unpack_from("<Q", data, at)[0] == EXIT_WORD:
            yield at


def main():
    path, prefix = sys.argv[1], sys.argv[2]
    arch = sys.argv[3] if len(sys.argv) > 3 else "SM90"
    data = open(path, "rb").read()
    scratch = f"{prefix}_scratch.bin"
    found, covered = 0, -1
    for end_exit in exits(data):
        end = end_exit + 16
        if end_exit <= covered or decode(data, end_exit, end, arch, scratch) is None:
            continue
        lo, hi = 0, end_exit // 16  # steps back: hi decodes? find the largest that does
        if decode(data, end_exit - 16 * hi, end, arch, scratch) is not None:
            lo = hi
        else:
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if decode(data, end_exit - 16 * mid, end, arch, scratch) is not None:
                    lo = mid
                else:
                    hi = mid
        start = end_exit - 16 * lo
        text = decode(data, start, end, arch, scratch) or ""
        ops = [m.group(2) for m in (OPCODE.search(l) for l in text.splitlines()) if m]
        covered = end_exit
        if len(ops) < 32:
            continue
        regs = [int(r) for r in re.findall(r"\bR(\d+)\b", text)]
        with open(f"{prefix}_{found}.sass.txt", "w") as f:
            f.write(text)
        print(f"code {found}: bytes {start:#x}..{end:#x}, {len(ops)} instructions; EXIT {ops.count('EXIT')}, "
              f"BAR {ops.count('BAR')}, LDG {ops.count('LDG')}, STG {ops.count('STG')}, "
              f"highest register R{max(regs) if regs else -1}")
        found += 1
    if found == 0:
        print("no machine code found")


if __name__ == "__main__":
    main()
