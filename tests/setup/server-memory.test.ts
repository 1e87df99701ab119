// How the production server's process is started for its memory (lib/server/memory.ts, issue 19):
// the heap cap reaches V8 in a real Node process, an operator's own settings win, and the malloc
// arenas are set unless the operator set them.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SERVER_HEAP_MB, serverNodeFlags, withServerMemory } from "@/lib/server/memory";

const asEnv = (vars: Record<string, string | undefined>) => vars as NodeJS.ProcessEnv;

/** V8's heap limit in MiB in a Node process started with `flags` and `env`. */
function heapLimitMiB(flags: string[], env: NodeJS.ProcessEnv): number {
  const script = "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))";
  return Number(execFileSync(process.execPath, [...flags, "-e", script], { env, encoding: "utf8" })) / 2 ** 20;
}

describe("the server's memory settings", () => {
  it("cap V8's heap of `next start` near SERVER_HEAP_MB", () => {
    const env = asEnv({ PATH: process.env.PATH });
    const capped = heapLimitMiB(serverNodeFlags(env), env);
    // The limit V8 reports is the old generation's cap plus its young generation.
    expect(capped).toBeGreaterThanOrEqual(SERVER_HEAP_MB);
    expect(capped).toBeLessThan(SERVER_HEAP_MB + 100);
    expect(heapLimitMiB([], env)).toBeGreaterThan(capped);
  });

  it("leave an operator's own heap size in NODE_OPTIONS alone", () => {
    const env = asEnv({ PATH: process.env.PATH, NODE_OPTIONS: "--max-old-space-size=1024" });
    expect(serverNodeFlags(env)).toEqual([]);
    expect(heapLimitMiB(serverNodeFlags(env), env)).toBeGreaterThanOrEqual(1024);
  });

  it("set two malloc arenas unless the operator chose a number", () => {
    expect(withServerMemory(asEnv({})).MALLOC_ARENA_MAX).toBe("2");
    expect(withServerMemory(asEnv({ MALLOC_ARENA_MAX: "4" })).MALLOC_ARENA_MAX).toBe("4");
  });
});
