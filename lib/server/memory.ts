// How the Next server's process is started, for its memory (issue 19). `npm run dev`, `npm start`
// (scripts/serve.ts) and the benchmarks' `next start` (tests/bench/server.ts) all take it from here,
// so the bench measures the server as it runs.

/**
 * glibc's malloc gives threads arenas of their own (up to eight per core) and seldom hands what is
 * freed in one back to the system. Node mallocs from several threads (libuv's pool gzips every
 * page, V8's helpers compile and collect), so after a burst of pages the freed memory sat in many
 * half-empty arenas: with two, the server's RSS with 2,000 running games touched and 500 streams
 * open fell from 575 to 439 MiB, the heap it holds unchanged (docs/performance.md, Memory). An
 * operator's own MALLOC_ARENA_MAX wins; on a C library other than glibc it does nothing.
 */
export function withServerMemory(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || "2" };
}

/**
 * V8 grows its old generation in steps it sizes from the last collection, so a server that had
 * built many pages held far more heap than it kept alive: with 2,000 running games touched and 500
 * streams open at 100× the data, the RSS was 535–618 MiB while a heap snapshot found about 140 MiB
 * live. Capped at SERVER_HEAP_MB, V8 collects before it grows past it: 326 MiB in the same bench
 * with a cap of 256, the pages no slower (docs/performance.md, Memory). What the server keeps is
 * bounded by design (the state cache, the table frames, exports written as a stream), so the cap
 * leaves it room. For `next start` only: `next dev` compiles in the same process. An operator's own
 * --max-old-space-size in NODE_OPTIONS wins (a flag on the command line would override it).
 */
export const SERVER_HEAP_MB = 320;

export function serverNodeFlags(env: NodeJS.ProcessEnv): string[] {
  return /--max-old-space-size/.test(env.NODE_OPTIONS ?? "") ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`];
}
