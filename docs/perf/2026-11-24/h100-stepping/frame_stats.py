#!/usr/bin/env python3
"""Summarises the frame-time CSVs of measure-steps.sh (SORTSCOPE_FRAME_TIMES): per run, the frames after
the first (the first builds the views of a new input: not a step), their median and slowest, how many
took over 16 ms, and for the stepping runs how long a press took to be shown (from the frame that read
the press to the first frame showing its step). Usage: frame_stats.py FOLDER_OF_CSVS"""
import csv, statistics, sys, pathlib

def press_frames(name):
    every = 2 if name.startswith('step') else 10 if name.startswith('slow-step') else None
    return None if every is None else list(range(4, 205, every))

for path in sorted(pathlib.Path(sys.argv[1]).glob('ft-*.csv')):
    rows = [(int(r['frame']), float(r['ms']), int(r['step'])) for r in csv.DictReader(open(path))]
    name = path.stem[3:]
    later = [ms for frame, ms, _ in rows if frame > 1]
    over = [f"{frame}:{ms:.0f}" for frame, ms, _ in rows if frame > 1 and ms > 16.0]
    line = (f"{name:36} first {rows[0][1]:7.0f} ms | after it: {len(later)} frames, median {statistics.median(later):5.2f}, "
            f"slowest {max(later):6.1f}, over 16 ms: {len(over)}")
    presses = press_frames(name)
    if presses:
        # Frame f's row holds the step shown when f started; a press read in frame p is shown from the
        # first frame whose step passed the steps shown before it.
        start_ms = {}
        t = 0.0
        for frame, ms, _ in rows:
            start_ms[frame] = t
            t += ms
        shown = [(frame, step) for frame, _, step in rows]
        waits = []
        for k, p in enumerate(presses):
            target = k + 1
            first = next((f for f, s in shown if s >= target), None)
            if first is not None and p in start_ms:
                waits.append(start_ms[first] - start_ms[p])
        if waits:
            line += f" | press to shown: median {statistics.median(waits):.0f} ms, longest {max(waits):.0f} ms"
    print(line)
    if over:
        print("    over 16 ms (frame:ms):", " ".join(over[:40]))
