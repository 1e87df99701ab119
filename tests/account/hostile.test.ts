// The account routes at the boundary (issue 26 with issue 8's rules): another origin is 403, a
// form body 415, and hostile values in every field (NUL, lone surrogates, huge strings) a 4xx
// in the error shape or an "invalid link", never a 500, and nothing changes.
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import * as meRoute from "@/app/api/me/route";
import * as emailRoute from "@/app/api/me/email/route";
import * as dataRoute from "@/app/api/me/data/route";
import { confirmAddress } from "@/app/account/email/actions";
import ConfirmAddressPage from "@/app/account/email/page";
import { signInAs } from "../games/auth-mock";
import { makeUser, type TestUser } from "../games/helpers";
import type { WireJson } from "../wire";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));
// The page awaits connection() (render per request); outside Next's request scope it would throw.
vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<object>()), connection: async () => {} }));
vi.mock("@/lib/auth/session", async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import("../games/auth-mock")) }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function send(handler: Handler, path: string, as: TestUser | null, init: RequestInit) {
  signInAs(as);
  const response = await handler(new Request(`http://localhost:3000${path}`, init), { params: Promise.resolve({}) });
  const text = await response.text();
  let body: WireJson = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, text };
}

const json = { "content-type": "application/json" };

const hostileStrings = fc.oneof(
  fc.constantFrom("\u0000", "a\u0000b@example.test", "%00", "\r\nSet-Cookie: x=1", "None", "null", "x".repeat(10_000), "'; drop table users; --", "\uD800", "ﬀ\u202E", "a@b", "@example.test"),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`),
);

describe("the account routes refuse forgery and hostile input", () => {
  it("another origin is 403 and a form body 415, for the delete and the address change; nothing changes", async () => {
    const kim = await makeUser("kim");
    for (const [handler, path, method, body] of [
      [meRoute.DELETE, "/api/me", "DELETE", { confirm: kim.displayName }],
      [emailRoute.POST, "/api/me/email", "POST", { email: "kim-new@example.test" }],
    ] as const) {
      const foreign = await send(handler as Handler, path, kim, { method, headers: { ...json, origin: "http://evil.test" }, body: JSON.stringify(body) });
      expect(foreign.status).toBe(403);
      expect(foreign.body.error.code).toBe("cross_origin");
      const form = await send(handler as Handler, path, kim, { method, headers: { "content-type": "text/plain" }, body: JSON.stringify(body) });
      expect(form.status).toBe(415);
    }
    expect(await prisma.user.count({ where: { id: kim.id } })).toBe(1);
    expect(await prisma.emailChange.count({ where: { userId: kim.id } })).toBe(0);
  });

  it("100 hostile values as the address, the confirmation and the link's token: 4xx or an invalid link, never a 500", { timeout: 120_000 }, async () => {
    const lee = await makeUser("lee");
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(hostileStrings, async (value) => {
        const replies = [
          await send(emailRoute.POST as Handler, "/api/me/email", lee, { method: "POST", headers: json, body: JSON.stringify({ email: value }) }),
          await send(meRoute.DELETE as Handler, "/api/me", lee, { method: "DELETE", headers: json, body: JSON.stringify({ confirm: value }) }),
        ];
        for (const reply of replies) {
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          expect(reply.status, `${JSON.stringify(value).slice(0, 80)} → ${reply.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expect(reply.status).toBeLessThan(500);
          expect(typeof reply.body.error?.message).toBe("string");
        }
        const form = new FormData();
        form.set("token", value);
        expect(await confirmAddress({}, form)).toMatchObject({ error: expect.any(String) });
        await ConfirmAddressPage({ searchParams: Promise.resolve({ token: value }) });
      }),
      { numRuns: 100, seed: Number(process.env.FUZZ_SEED ?? 20261125) },
    );
    expect(await prisma.user.count({ where: { id: lee.id } })).toBe(1);
    expect(await prisma.emailChange.count({ where: { userId: lee.id } })).toBe(0);
    // The export of a signed-in player is a GET: no origin rule, and it still answers.
    expect((await send(dataRoute.GET as Handler, "/api/me/data", lee, { method: "GET" })).status).toBe(200);
  });
});
