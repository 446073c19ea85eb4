import { setFlagsFromString } from 'node:v8';

/*
 * The build's processes that hold the content (the build itself, the page renderers) keep their heap near what stays
 * alive in it. By default V8 lets the heap grow to about four times that before a full collection, and Node 24's
 * young generation grows to 128 MB, so their memory grew with the number of pages: at 10,000 synthetic solutions a
 * renderer peaked at 600 MB where 320 MB do, for the same CPU time (BENCHMARKS.md).
 */

/** Node's option for such a process, given when it starts: a young generation of at most 2 × 16 MB, Node 20's. */
export const CONTENT_PROCESS_NODE_OPTIONS = ['--max-semi-space-size=16'];

/**
 * In such a process: a full collection once the heap has grown by half of what stayed alive after the last one. Set
 * through Node's public `v8.setFlagsFromString`; should V8 drop the flag, it says so and nothing else changes.
 */
export function collectGarbageEarly() {
  setFlagsFromString('--heap-growing-percent=50');
}
