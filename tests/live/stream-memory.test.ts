// Issue 18: what an idle stream holds. 1,000 dashboard streams opened through the real route
// handler, each waited for until its first count arrived (set up and idle), then the heap after
// a full collection: the per-stream state (the stream, its listeners, its slot, the turn counter,
// and here also the test's own Request, Response and reader) must stay a few KB. Measured 7.4 KB
// per stream (1,000 streams) on 2026-11-24; the rest
// of what a stream costs in `next start` is Node's and Next's request kept open (see the report
// of tests/bench/stream-heap.ts). A bound on bytes, not on time.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, expect, it, vi } from "vitest";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));
import * as meStreamRoute from "@/app/api/me/stream/route";
import { liveHub } from "@/lib/games/live";
import { openStreams } from "@/lib/live/stream";
import { streamSlots } from "@/lib/limits/streams";
import { signInAs } from "../games/auth-mock";
import { makeUser } from "../games/helpers";
import { SseReader } from "./sse";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

afterAll(async () => {
  delete process.env.STREAM_CAPS;
  await liveHub.close();
});

it("an idle stream holds under 12 KB of the heap, and its slot and listeners are gone once it ends", { timeout: 300_000 }, async () => {
  process.env.STREAM_CAPS = "4/10000/60"; // one user holds them all: the per-user cap is not what is measured
  const user = await makeUser("mem");
  const streams = 1000;
  const open = async () => {
    signInAs(user);
    const controller = new AbortController();
    const request = new Request("http://localhost/api/me/stream", { signal: controller.signal });
    const response = await meStreamRoute.GET(request, { params: Promise.resolve({}) } as never);
    const reader = new SseReader(response.body!);
    await reader.next((f) => f.event === "turns");
    return { controller, reader };
  };
  // Warm up: code compiled and the listening connection open before measuring.
  for (let i = 0; i < 20; i++) (await open()).controller.abort();
  gc();
  const before = process.memoryUsage().heapUsed;
  const listeners = liveHub.stats().listeners;
  const held = [];
  for (let i = 0; i < streams; i += 50) held.push(...(await Promise.all(Array.from({ length: 50 }, open))));
  gc();
  const perStream = (process.memoryUsage().heapUsed - before) / streams;
  console.log(`heap per idle stream: ${perStream.toFixed(0)} bytes (${streams} streams)`);
  expect(openStreams()).toBe(streams);
  expect(perStream).toBeLessThan(12 * 1024);
  // The pages go away (their readers cancel: after a gc the test's Request objects, through which
  // an abort would travel, may be gone, so cancelling is how these pages leave).
  for (const h of held) await h.reader.cancel();
  expect(openStreams()).toBe(0);
  expect(streamSlots.stats().streams).toBe(0);
  expect(liveHub.stats().listeners).toBe(listeners);
});
