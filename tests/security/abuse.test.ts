// Issue 8 as regression tests, the attacks of a hostile player or a stranger on the network:
// mail-bombing an address through sign-in links, filling the lobby with tables, invitations that
// smuggle recipients or headers, and look-alike names. Each ran against the old code and got in.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { freePort } from "@/lib/db/embedded";
import { clientAddress } from "@/lib/limits/client";
import { setDisplayName } from "@/lib/players/display-name";
import { refusalText } from "@/lib/words/refusals";
import { runWorkerOnce } from "@/lib/services";
import { call, joinAs, makeUser, type TestUser } from "../games/helpers";
import * as gamesRoute from "@/app/api/games/route";
import { mailEnv, TestMail } from "../notifications/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));
vi.mock("@/lib/auth/session", () => import("../games/auth-mock"));

const uid = () => randomBytes(5).toString("hex");
const mail = new TestMail();

beforeAll(async () => {
  mailEnv();
  process.env.AUTH_TRUST_HOST = "true";
  await mail.start();
});
afterAll(() => mail.cleanup());

/** Auth.js's own endpoint, as a script would use it: fetch a CSRF token, then POST the address. */
async function askForLink(email: string, forwardedFor?: string): Promise<Response> {
  const { GET, POST } = await import("@/app/api/auth/[...nextauth]/route");
  const base = process.env.AUTH_URL!;
  const extra: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  const csrf = await GET(new NextRequest(`${base}/api/auth/csrf`, { headers: extra }));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return POST(
    new NextRequest(`${base}/api/auth/signin/nodemailer`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...extra },
      body: new URLSearchParams({ email, csrfToken, callbackUrl: `${base}/` }),
    }),
  );
}

describe("sign-in links are rate-limited (no mail-bombing anyone through us)", () => {
  it("ten requests for one address through Auth.js's endpoint send one mail; the others get 429 and why", async () => {
    const victim = `victim-${uid()}@${mail.domain}`;
    const replies = [];
    for (let i = 0; i < 10; i++) replies.push(await askForLink(victim, `198.51.100.${i + 1}`));
    expect(replies[0].headers.get("location")).toContain("/api/auth/verify-request");
    for (const reply of replies.slice(1)) {
      expect(reply.status).toBe(429);
      expect(Number(reply.headers.get("retry-after"))).toBeGreaterThan(60);
      const body = (await reply.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("rate_limited");
      expect(body.error.message).toMatch(/^We sent you a link less than a minute ago — check your mail .*ask for another in 2\sminutes\.$/);
    }
    expect(await prisma.mailOutbox.count({ where: { toAddress: victim, kind: "sign_in" } })).toBe(1);
    expect(await mail.mails(victim)).toHaveLength(1);
  });

  it("at most five links an hour to one address, however patient the sender", async () => {
    const { limitSignIn } = await import("@/lib/mail/sign-in");
    const { RateLimited } = await import("@/lib/limits");
    process.env.RATE_LIMIT_SIGNIN_ADDRESS_BURST = "100/120"; // as if each came after two minutes
    try {
      const email = `eve-${uid()}@${mail.domain}`;
      for (let i = 0; i < 5; i++) await limitSignIn(email, new Headers());
      const refused = await limitSignIn(email, new Headers()).catch((e) => e);
      expect(refused).toBeInstanceOf(RateLimited);
      expect(refusalText(refused, "en")).toMatch(/^We have sent 5 links to this address lately — check your mail/);
    } finally {
      delete process.env.RATE_LIMIT_SIGNIN_ADDRESS_BURST;
    }
  });

  it("limits links per client address, from X-Forwarded-For only as far as TRUSTED_PROXY says", async () => {
    const { limitSignIn } = await import("@/lib/mail/sign-in");
    const { RateLimited } = await import("@/lib/limits");
    process.env.RATE_LIMIT_SIGNIN_CLIENT = "3/3600";
    process.env.TRUSTED_PROXY = "1";
    try {
      const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
      // The proxy appends the address it saw; whatever the client wrote before it is ignored.
      for (let i = 0; i < 3; i++) {
        await limitSignIn(`c${i}-${uid()}@${mail.domain}`, new Headers({ "x-forwarded-for": `10.${i}.0.1, ${client}` }));
      }
      const refused = await limitSignIn(`c4-${uid()}@${mail.domain}`, new Headers({ "x-forwarded-for": `192.0.2.77, ${client}` })).catch((e) => e);
      expect(refused).toBeInstanceOf(RateLimited);
      expect(refusalText(refused, "en")).toMatch(/^Too many sign-in links were asked for from your network/);
    } finally {
      delete process.env.RATE_LIMIT_SIGNIN_CLIENT;
      delete process.env.TRUSTED_PROXY;
    }
  });

  it("treats the header as hostile", () => {
    const h = (value: string) => new Headers({ "x-forwarded-for": value });
    expect(clientAddress(h("198.51.100.7"))).toBe("198.51.100.7"); // Next.js's own (socket) value
    expect(clientAddress(h("::ffff:198.51.100.7"))).toBe("198.51.100.7");
    expect(clientAddress(h("not an address"))).toBe("unknown");
    expect(clientAddress(h(`${"9.9.9.9,".repeat(10_000)}198.51.100.8`))).toBe("198.51.100.8");
    expect(clientAddress(new Headers())).toBe("unknown");
    process.env.TRUSTED_PROXY = "2";
    try {
      expect(clientAddress(h("6.6.6.6, 198.51.100.9, 10.0.0.2"))).toBe("198.51.100.9");
      expect(clientAddress(h("198.51.100.9"))).toBe("unknown"); // fewer hops than proxies: not ours
    } finally {
      delete process.env.TRUSTED_PROXY;
    }
  });
});

describe("game creation and invitations are rate-limited per player", () => {
  it("answers 429 with a plain message and Retry-After once a player has created too many tables; others are not affected", async () => {
    const spammer = await makeUser("spam");
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(gamesRoute.POST, { as: spammer, body: { seats: 2 } })).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    // The counter lives in PostgreSQL: a fresh process (fresh modules, no memory) refuses too.
    vi.resetModules();
    const fresh = await import("@/app/api/games/route");
    const { signInAs } = await import("../games/auth-mock");
    signInAs(spammer);
    const refused = await fresh.POST(
      new Request("http://localhost/api/games", { method: "POST", headers: { "content-type": "application/json" }, body: '{"seats":2}' }),
      undefined as never,
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/^You have created 10 tables in the last 60\sminutes\. You can create another in \d+\sminutes\.$/);
    expect(await prisma.game.count({ where: { createdById: spammer.id } })).toBe(10);
    const other = await makeUser("calm");
    expect((await call(gamesRoute.POST, { as: other, body: { seats: 2 } })).status).toBe(201);
  });

  it("limits invitations per player", async () => {
    process.env.RATE_LIMIT_INVITATIONS = "3/86400";
    try {
      const host = await makeUser("host");
      const invite = () => `guest-${uid()}@example.test`;
      expect((await call(gamesRoute.POST, { as: host, body: { seats: 4, invites: [invite(), invite(), invite()] } })).status).toBe(201);
      const reply = await call(gamesRoute.POST, { as: host, body: { seats: 2, invites: [invite()] } });
      expect(reply.status).toBe(429);
      expect(reply.body.error.message).toMatch(/^You have sent 3 invitations/);
      // Open seats need no invitation mail.
      expect((await call(gamesRoute.POST, { as: host, body: { seats: 2 } })).status).toBe(201);
    } finally {
      delete process.env.RATE_LIMIT_INVITATIONS;
    }
  });
});

describe("one invitation is one address or one name", () => {
  let ann: TestUser, bob: TestUser;
  beforeAll(async () => {
    [ann, bob] = [await makeUser("ann"), await makeUser("bob")];
  });

  it.each([
    ["a@x.test, b@x.test, c@x.test", "holds one email address"],
    // The JSON boundary refuses the line break first (app/api/games/http.ts); the form path is covered below.
    ["a@x.test\r\nBcc: b@x.test", "must not contain control characters"],
    ["\u2039img src=x onerror=alert(1)>@x.test", "holds one email address"],
    ["<a@x.test>", "holds one email address"],
    ["a@x.test;b@x.test", "holds one email address"],
    ["a b@x.test", "not a valid email address"],
    ["x".repeat(300) + "@x.test", "longer than"],
  ])("refuses %j with 400 naming the field, and writes nothing", async (invite, message) => {
    const before = await prisma.game.count({ where: { createdById: ann.id } });
    const reply = await call(gamesRoute.POST, { as: ann, body: { seats: 3, invites: [bob.displayName, invite] } });
    expect(reply.status).toBe(400);
    expect(reply.body.error.field).toBe("invites.1");
    expect(reply.body.error.message).toContain(message);
    expect(await prisma.game.count({ where: { createdById: ann.id } })).toBe(before);
  });

  it("marks only the wrong field of the create form", async () => {
    const { createGameAction } = await import("@/components/lobby/actions");
    const { signInAs } = await import("../games/auth-mock");
    signInAs(ann);
    const form = new FormData();
    form.set("seats", "4");
    for (const value of [bob.displayName, "", "a@x.test, b@x.test"]) form.append("invite", value);
    const state = await createGameAction({}, form);
    expect(state.errors).toEqual({ "invite-3": "“a@x.test, b@x.test” holds one email address or one display name (no commas, line breaks or < >)." });
  });

  it("frees the seat of an invitation the receiving server refuses for good (550)", async () => {
    const domain = `b${uid()}.test`;
    const bounced = `nobody@${domain}`;
    const port = await freePort();
    const dir = await mkdtemp(path.join(tmpdir(), "neva-bounce-"));
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: no such mailbox`), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => server.listen(port, "localhost", resolve));
    const saved = process.env.SMTP_URL;
    process.env.SMTP_URL = `smtp://localhost:${port}`;
    try {
      const host = await makeUser("bouncer");
      const created = await call(gamesRoute.POST, { as: host, body: { seats: 2, invites: [bounced] } });
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      const stats = await runWorkerOnce({ toSuffix: `@${domain}`, timeouts: false });
      expect(stats.failed).toBe(1);
      const row = await prisma.mailOutbox.findFirstOrThrow({ where: { gameId: id, kind: "invitation" } });
      expect([row.status, row.attempts]).toEqual(["failed", 1]);
      expect(row.lastError).toMatch(/550|no such mailbox/);
      const seats = await prisma.gameSeat.findMany({ where: { gameId: id } });
      expect(seats.filter((s) => !s.userId && !s.invitedEmail)).toHaveLength(1);
      // Anyone may take it now.
      const stranger = await makeUser("stranger");
      expect((await joinAs(stranger, id)).status).toBe(200);
    } finally {
      process.env.SMTP_URL = saved;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("look-alike names", () => {
  it("refuses “Ꭺlice” (Cherokee A) beside “Alice”, and welcomes names in other scripts", async () => {
    const t = uid().replace(/[^a-f]/g, "x");
    const [a, b, c] = [await makeUser("la", false), await makeUser("lb", false), await makeUser("lc", false)];
    expect(await setDisplayName(a.id, `Alice ${t}`)).toMatchObject({ ok: true });
    expect(await setDisplayName(b.id, `\u13aalice ${t}`)).toMatchObject({ ok: false, code: "taken" });
    expect(await setDisplayName(b.id, `Пётр ${t}`)).toMatchObject({ ok: true });
    expect(await setDisplayName(c.id, `さくら ${t}`)).toMatchObject({ ok: true });
  });
});

describe("the rate limits outlive a PostgreSQL restart", () => {
  it("a limit connection the server ends while idle does not end the process, and the next check works", async () => {
    const { consume } = await import("@/lib/limits");
    const key = `restart-${randomBytes(4).toString("hex")}`;
    expect(await consume("create_game", key)).toBeNull();
    // What a restart does to the limiter's idle connections (theirs alone: the test's own stay).
    const ended = await prisma.$queryRaw<{ n: number }[]>`
      SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
      WHERE pid <> pg_backend_pid() AND state = 'idle' AND query ILIKE '%rate_limits%'`;
    expect(ended[0].n).toBeGreaterThan(0);
    const crashes: unknown[] = [];
    const heard = (error: unknown) => crashes.push(error);
    process.on("uncaughtException", heard);
    // The server's goodbye arrives on the idle socket a moment later; an unheard pool error is thrown then.
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.off("uncaughtException", heard);
    expect(crashes).toEqual([]);
    expect(await consume("create_game", key)).toBeNull();
  });
});
