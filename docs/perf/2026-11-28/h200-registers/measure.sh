#!/usr/bin/env bash
# Issue 21, 2026-11-28, on the H200: the registers per invocation of onesweep_pass.comp's variants, which
# GL cannot read, through Vulkan's pipeline statistics (vk_pipeline_stats.cpp, built here; the SPIR-V
# from make-spirv.sh), to set beside the residency GL gave each variant (docs/performance.md).
# .gl carried: the GL runtime debs and libvulkan1 (apt-get download libvulkan1), .gl/vk/ the tool and the
# .spv files.   bash docs/perf/2026-11-28/h200-registers/measure.sh
set -u
out=${OUT:-$PWD/out}; mkdir -p "$out"
for f in .gl/*.deb; do dpkg -x "$f" / >/dev/null 2>&1; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$out/stats.txt"
( cd .gl/vk && ./vk_pipeline_stats *.spv ) >> "$out/stats.txt" 2>&1; echo "rc $?" >> "$out/stats.txt"
cat "$out/stats.txt"
