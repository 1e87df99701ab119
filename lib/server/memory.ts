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
