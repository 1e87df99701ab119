// Opens a live stream through its real route handler, as a page's EventSource would: a game's
// (with `id`) or the dashboard's. The caller signs in first (auth-mock or session-mock).
import { expect } from "vitest";
import * as streamRoute from "@/app/api/games/[id]/stream/route";
import * as meStreamRoute from "@/app/api/me/stream/route";
import { SseReader } from "./sse";

export type OpenStream = { reader: SseReader; abort: () => void };

export async function openStream(id?: string): Promise<OpenStream> {
  const controller = new AbortController();
  const path = id ? `/api/games/${id}/stream?since=0` : "/api/me/stream";
  const request = new Request(`http://localhost${path}`, { signal: controller.signal });
  const response = id
    ? await streamRoute.GET(request, { params: Promise.resolve({ id }) })
    : await meStreamRoute.GET(request, { params: Promise.resolve({}) } as never);
  expect(response.status).toBe(200);
  return { reader: new SseReader(response.body!), abort: () => controller.abort() };
}
