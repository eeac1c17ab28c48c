#!/usr/bin/env python3
"""Unpacks the machine code NVIDIA's Vulkan driver keeps in a pipeline cache's data.

usage: vk_sass.py CACHE OUTPREFIX [ZSTD [BYTES]]   (ZSTD: the zstd program, default `zstd` on the PATH;
BYTES: the driver's "Binary Size" statistic)

vk_pipeline_stats (perf/2026-11-28/h200-registers/) with VK_DUMP_DIR writes each pipeline's cache data.
On driver 580.159.04 that is a header, then a zstd frame (magic 28 b5 2f fd), which unpacks to an
"NVDANVVMNVuc" block holding the compiled kernel as a raw stream of 16-byte instructions. This unpacks the
frame to OUTPREFIX.raw and hands it to find_sass.py (beside this file), which finds the instruction stream
and disassembles it with nvdisasm (OUTPREFIX_K.sass.txt), up to its last EXIT; given BYTES, the whole
program from the first stretch's start, BYTES long, goes to OUTPREFIX.full.sass.txt too (code the compiler
placed after that EXIT included).
"""
import os
import re
import shutil
import subprocess
import sys

ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    cache, prefix = sys.argv[1], sys.argv[2]
    zstd = sys.argv[3] if len(sys.argv) > 3 else "zstd"
    data = open(cache, "rb").read()
    at = data.find(ZSTD_MAGIC)
    if at < 0:
        sys.exit(f"{cache}: no zstd frame in {len(data)} bytes")
    run = subprocess.run([zstd, "-d", "-c"], input=data[at:], capture_output=True)
    if run.returncode != 0 or not run.stdout:
        sys.exit(f"{cache}: zstd failed: {run.stderr.decode(errors='replace')}")
    with open(prefix + ".raw", "wb") as f:
        f.write(run.stdout)
    print(f"{cache}: zstd frame at {at}, {len(run.stdout)} bytes unpacked, starting {run.stdout[:12]!r}")
    sys.stdout.flush()
    finder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "find_sass.py")
    found = subprocess.run([sys.executable, finder, prefix + ".raw", prefix], capture_output=True, text=True)
    print(found.stdout + found.stderr[-2000:], end="")
    first = re.search(r"bytes (0x[0-9a-f]+)\.\.", found.stdout)
    if len(sys.argv) > 4 and first:
        start, size = int(first.group(1), 16), int(sys.argv[4])
        with open(prefix + ".full.bin", "wb") as f:
            f.write(run.stdout[start:start + size])
        tool = shutil.which("nvdisasm") or "/usr/local/cuda/bin/nvdisasm"
        full = subprocess.run([tool, "--binary", "SM90", prefix + ".full.bin"], capture_output=True, text=True)
        with open(prefix + ".full.sass.txt", "w") as f:
            f.write(full.stdout + full.stderr)
        print(f"whole program: {size} bytes from {start:#x}, nvdisasm rc {full.returncode}, {full.stdout.count(chr(10))} lines")
    sys.exit(found.returncode)


if __name__ == "__main__":
    main()
