#!/usr/bin/env python3
"""gl-machine-code.py: the machine code NVIDIA's GL driver compiled, read from its shader disk cache.

usage: gl-machine-code.py CACHE_DIR OUT_PREFIX [MIN_BYTES]   (run on the GPU machine, by
measure-performance.sh's `machinecode` section; blocks under MIN_BYTES unpacked, default 0, are skipped)

A process run with __GL_SHADER_DISK_CACHE=1, __GL_SHADER_DISK_CACHE_PATH=CACHE_DIR and
__GL_SHADER_DISK_CACHE_SKIP_CLEANUP=1 leaves each program it linked in CACHE_DIR's .bin files as a zstd
frame (driver 580.159.04: magic 28 b5 2f fd) that unpacks to a block beginning "NVuc", inside which the
compiled kernel lies as a raw stream of 16-byte sm_90 instructions. For each block this finds that
stream (the last EXIT instruction, then the earliest start and the latest end from which `nvdisasm
--binary SM90` decodes every word, cut at the branch to itself that ends the program), writes it
disassembled to OUT_PREFIX-K.sass.txt and prints one line: instructions, barriers, global loads and
stores, and the highest general register it names (a thread holds that many plus one, rounded up by the
hardware: R61 means 64, two groups of 512 per SM).
Needs the zstd program (ZSTD, else .gl/zstd/zstd, else zstd on the PATH) and the CUDA toolkit's nvdisasm.
"""
import concurrent.futures
import glob
import os
import re
import shutil
import struct
import subprocess
import sys

FRAME = b"\x28\xb5\x2f\xfd"
EXIT = 0x794D  # the first 64-bit word of an unconditional EXIT
NVDISASM = shutil.which("nvdisasm") or "/usr/local/cuda/bin/nvdisasm"


def zstd_program():
    for candidate in (os.environ.get("ZSTD"), ".gl/zstd/zstd", shutil.which("zstd")):
        if candidate and os.path.exists(candidate):
            return candidate
    sys.exit("gl-machine-code.py: no zstd program (set ZSTD or carry .gl/zstd/zstd)")


def unpack_frames(data, zstd, min_bytes):
    """Every zstd frame of data that unpacks to an NVuc block of at least min_bytes."""
    env = dict(os.environ, LD_LIBRARY_PATH=os.path.dirname(os.path.abspath(zstd)))
    at = data.find(FRAME)
    while at >= 0:
        following = data.find(FRAME, at + len(FRAME))
        # One frame: up to the next frame's magic (zstd would go on into a frame right after this one);
        # the rest of the file where the cut fails (the magic inside a frame's data).
        for end in (following if following >= 0 else len(data), len(data)):
            run = subprocess.run([zstd, "-d", "-c"], input=data[at:end], capture_output=True, env=env)
            if run.returncode == 0 or run.stdout:
                break
        if run.stdout.startswith(b"NVuc") and len(run.stdout) >= min_bytes:
            yield run.stdout
        at = following


def disassemble(code, scratch):
    with open(scratch, "wb") as f:
        f.write(code)
    run = subprocess.run([NVDISASM, "--binary", "SM90", scratch], capture_output=True, text=True)
    return run.stdout if run.returncode == 0 and "rror" not in run.stderr else None


def trim_to_program(text):
    """The disassembly up to the branch to itself that ends the program after its last EXIT (what follows
    is padding, or data that happens to decode)."""
    lines = text.splitlines(keepends=True)
    last_exit = max((i for i, line in enumerate(lines) if re.search(r"\*/\s+EXIT\b", line)), default=None)
    if last_exit is None:
        return text
    for i in range(last_exit + 1, len(lines)):
        branch = re.search(r"/\*([0-9a-f]+)\*/\s+BRA\s+0x([0-9a-f]+)\s*;", lines[i])
        if branch and int(branch.group(1), 16) == int(branch.group(2), 16):
            return "".join(lines[:i + 1])
    return text


def find_code(block, scratch):
    """The disassembly of the instruction stream around the block's last EXIT, or None."""
    exits = [at for at in range(0, len(block) - 15, 8) if struct.unpack_from("<Q", block, at)[0] == EXIT]
    for end in reversed(exits):
        end += 16
        if disassemble(block[end - 16:end], scratch) is None:
            continue
        low, high = 0, (end - 16) // 16  # steps of 16 bytes back from the EXIT: the earliest that decodes
        while low < high:
            mid = (low + high + 1) // 2
            if disassemble(block[end - 16 - 16 * mid:end], scratch) is None:
                high = mid - 1
            else:
                low = mid
        start = end - 16 - 16 * low
        low, high = 0, (len(block) - end) // 16  # and the latest end (code placed after the EXIT)
        while low < high:
            mid = (low + high + 1) // 2
            if disassemble(block[start:end + 16 * mid], scratch) is None:
                high = mid - 1
            else:
                low = mid
        text = disassemble(block[start:end + 16 * low], scratch)
        return trim_to_program(text) if text is not None else None
    return None


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    cache, prefix = sys.argv[1], sys.argv[2]
    min_bytes = int(sys.argv[3]) if len(sys.argv) == 4 else 0
    zstd = zstd_program()
    blocks = []  # each block once: a program the cache holds twice is read once
    for path in sorted(glob.glob(os.path.join(cache, "**", "*.bin"), recursive=True)):
        for block in unpack_frames(open(path, "rb").read(), zstd, min_bytes):
            if block not in blocks:
                blocks.append(block)
    # The searches call nvdisasm some thirty times a block: the blocks side by side, a scratch file each.
    with concurrent.futures.ThreadPoolExecutor(max_workers=min(16, os.cpu_count() or 1)) as pool:
        texts = list(pool.map(lambda k: find_code(blocks[k], f"{prefix}.scratch{k}"), range(len(blocks))))
    for k in range(len(blocks)):
        if os.path.exists(f"{prefix}.scratch{k}"):
            os.remove(f"{prefix}.scratch{k}")
    count = 0
    for text in texts:
        if text is None:
            continue
        count += 1
        with open(f"{prefix}-{count}.sass.txt", "w") as f:
            f.write(text)
        ops = re.findall(r"/\*[0-9a-f]+\*/\s+(?:@!?U?P\w+\s+)?([A-Z0-9_]+)", text)
        registers = [int(r) for r in re.findall(r"\bR(\d+)\b", text)]
        print(f"program {count}: {len(ops)} instructions, BAR {ops.count('BAR')}, LDG {ops.count('LDG')}, "
              f"STG {ops.count('STG')}, highest register R{max(registers, default=0)}")
    if count == 0:
        sys.exit(f"gl-machine-code.py: no machine code found under {cache}")


if __name__ == "__main__":
    main()
