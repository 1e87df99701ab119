// A local fake push service / webhook receiver for the push tests (PUSH_TEST_ENDPOINTS=1 lets
// subscriptions and webhooks point at http://localhost): records every request, and answers
// with the status the test sets for its path (201 by default).
import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  at: number;
}

export interface FakeEndpoint {
  base: string;
  received: Received[];
  answer: Map<string, number>;
  /** Resolves with the first request to `path` (at once if one came already). */
  next(path: string, timeoutMs?: number): Promise<Received>;
  stop(): Promise<void>;
}

export async function startFakeEndpoint(): Promise<FakeEndpoint> {
  const received: Received[] = [];
  const answer = new Map<string, number>();
  const waiting: { path: string; resolve: (r: Received) => void }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      const got = { path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks), at: performance.now() };
      received.push(got);
      for (const w of waiting.filter((w) => w.path === got.path)) w.resolve(got);
      response.statusCode = answer.get(got.path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://localhost:${port}`,
    received,
    answer,
    next(path, timeoutMs = 10_000) {
      const done = received.find((r) => r.path === path);
      if (done) return Promise.resolve(done);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no request to ${path} within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({ path, resolve: (r) => (clearTimeout(timer), resolve(r)) });
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * One fake push service (and webhook receiver) for a test file, with the test switch
 * PUSH_TEST_ENDPOINTS on while the file runs: filled in before its first test, stopped after its last.
 */
export function fakeEndpointForFile(): FakeEndpoint {
  const fake = {} as FakeEndpoint;
  beforeAll(async () => {
    process.env.PUSH_TEST_ENDPOINTS = "1";
    Object.assign(fake, await startFakeEndpoint());
  });
  afterAll(async () => {
    delete process.env.PUSH_TEST_ENDPOINTS;
    await fake.stop();
  });
  return fake;
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export function browserKeys(): { ecdh: ECDH; p256dh: string; auth: string } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}
