#!/usr/bin/env python3
"""Registers and shared memory of a GL program, read from the binary NVIDIA's driver gives for it.

usage: program_registers.py BINARY OUTPREFIX

SORTSCOPE_DUMP_PROGRAMS=DIR writes each program's binary (glGetProgramBinary). Where NVIDIA's binary
carries the compiled machine code as an ELF image (a cubin), this cuts each ELF out (its size from the
section header table, the last part of an ELF that nvcc writes), writes OUTPREFIX_K.cubin, and prints
what cuobjdump -res-usage says of it (REG: registers per invocation, SHARED: bytes). Needs the CUDA
toolkit's cuobjdump on PATH (the GPU machine has it). Prints "no ELF" where the binary holds none.
"""
import os
import shutil
import struct
import subprocess
import sys


def elf_images(data):
    at = data.find(b"\x7fELF")
    while at != -1:
        if data[at + 4] == 2:  # 64-bit: e_shoff at 0x28, e_shentsize and e_shnum at 0x3A
            shoff = struct.unpack_from("<Q", data, at + 0x28)[0]
            shentsize, shnum = struct.unpack_from("<HH", data, at + 0x3A)
            end = at + shoff + shentsize * shnum
            if shoff and end <= len(data):
                yield data[at:end]
        at = data.find(b"\x7fELF", at + 4)


def main():
    binary, prefix = sys.argv[1], sys.argv[2]
    data = open(binary, "rb").read()
    cuobjdump = shutil.which("cuobjdump") or "/usr/local/cuda/bin/cuobjdump"
    images = list(elf_images(data))
    if not images:
        print(f"{os.path.basename(binary)}: no ELF in {len(data)} bytes")
        return
    for k, image in enumerate(images):
        path = f"{prefix}_{k}.cubin"
        with open(path, "wb") as out:
            out.write(image)
        run = subprocess.run([cuobjdump, "-res-usage", path], capture_output=True, text=True)
        usage = " ".join(line.strip() for line in (run.stdout + run.stderr).splitlines() if "REG" in line or "rror" in line)
        print(f"{os.path.basename(binary)}: ELF {k} ({len(image)} bytes): {usage or run.stdout.strip()[:300]}")


if __name__ == "__main__":
    main()
