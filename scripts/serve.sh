#!/bin/sh
# Starts the built server as production runs it. The memory settings keep one instance under
# 400 MB under load (bench/RESULTS.md): glibc's per-thread malloc arenas (PGlite's WASM heap,
# zlib and the threadpool each grow one) capped at 2, a 16 MB young generation (V8 sizes it up
# to 64 MB on a busy server, memory it keeps; 16 MB costs no measurable throughput), and a
# 256 MB old generation: under load V8 otherwise lets garbage pile up to about 130 MB before a
# full collection (the live heap is about 50 MB), and the pages it touched stay resident.
: "${NODE_ENV:=production}"
: "${MALLOC_ARENA_MAX:=2}"
export NODE_ENV MALLOC_ARENA_MAX
exec "${NODE:-node}" --max-semi-space-size=16 --max-old-space-size=256 build/server/index.js
