// Issue 8 items 2, 3, 6 and 7 against the real server: security headers, the whole sign-in flow
// with a hostile `next`, Auth.js's redirects, the session endpoint, and a page on another port
// of localhost (same site, so SameSite=Lax cookies go along) that auto-submits forms at us.
// The route-level cases are in tests/security/http.test.ts.
import { createServer, type Server } from "node:http";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { magicLink, signIn, uniqueEmail } from "./helpers";

const EVIL_PORT = Number(process.env.E2E_EVIL_PORT || Number(process.env.E2E_PORT || 3100) + 100);
const EVIL = `http://localhost:${EVIL_PORT}`;

/** A tiny site on another port whose only page is whatever HTML the test last set. */
let evilHtml = "<p>nothing</p>";
let evil: Server;
test.beforeAll(async () => {
  evil = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(evilHtml);
  });
  await new Promise<void>((resolve) => evil.listen(EVIL_PORT, "localhost", resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => evil.close(resolve));
});

/** Makes `page` (signed in with us) visit the evil page, which submits `form` at once. */
async function visitEvil(page: Page, form: string): Promise<void> {
  evilHtml = `<!doctype html><body>${form}<script>document.forms[0].submit()</script></body>`;
  await page.goto(`${EVIL}/`);
  // The form's POST navigates the page to our server's answer; wait until it has landed.
  await page.waitForURL((url) => url.port !== String(EVIL_PORT), { timeout: 15_000 });
  await page.waitForLoadState("load");
}

async function player(page: Page, prefix: string): Promise<string> {
  const name = `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
  await signIn(page, uniqueEmail(prefix.toLowerCase()), name);
  return name;
}

async function openGamesBy(api: APIRequestContext, name: string): Promise<number> {
  const { games } = (await (await api.get("/api/games")).json()) as { games: { createdBy: string }[] };
  return games.filter((g) => g.createdBy === name).length;
}

test("every response carries the security headers; pages get a fresh script nonce and still work", async ({ page, request }) => {
  const seen = new Set<string>();
  for (const path of ["/signin", "/", "/lobby"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const csp = response.headers()["content-security-policy"];
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    seen.add(nonce!);
    // Next puts the nonce on its own scripts; the newcomer's `/` (pages/landing.tsx) has none at all.
    if (path === "/") expect(await response.text()).not.toContain("<script");
    else if (response.status() === 200) expect(await response.text()).toContain(`nonce="${nonce}"`);
  }
  expect(seen.size).toBe(3);
  for (const path of ["/signin", "/api/games", "/api/auth/session", "/no-such-page"]) {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("same-origin");
    expect(headers["x-frame-options"], path).toBe("DENY");
  }
  // The CSP lets the app's own scripts run: the sign-in form works (it is a client component).
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await player(page, "Csp");
  expect(violations).toEqual([]);
});

test("open redirect: ?next=/%09/evil.test through the whole sign-in flow stays on our site", async ({ page, baseURL }) => {
  const email = uniqueEmail("next");
  await page.goto("/welcome?next=/%09/evil.test:3999/phish");
  await expect(page).toHaveURL(/\/signin/);
  const since = Date.now() - 1000;
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your mail" })).toBeVisible({ timeout: 20_000 });
  await page.goto(await magicLink(email, since));
  await page.getByLabel("Display name").fill(`Next ${Math.random().toString(36).slice(2, 7)}`);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.pathname !== "/welcome");
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  // Signed in with a name, /welcome redirects straight to `next`: every variant lands at home.
  for (const next of ["/%09/evil.test", "/%0a/evil.test", "/%5C/evil.test", "//evil.test", "/.//evil.test", "https://evil.test/", "/%2F%2Fevil.test"]) {
    const response = await page.request.get(`/welcome?next=${next}`, { maxRedirects: 0 });
    expect([303, 307, 308], next).toContain(response.status());
    expect(response.headers().location, next).toBe("/");
  }
});

test("Auth.js: error codes are whitelisted in its redirect, a junk callbackUrl is no 500, the session endpoint hands out no token", async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const error = await api.get("/api/auth/error?error=Verification%26next%3D%2F%09%2Fevil.test", { maxRedirects: 0 });
  expect(error.status()).toBe(302);
  const location = new URL(error.headers().location, baseURL);
  expect(location.pathname).toBe("/signin");
  expect([...location.searchParams]).toEqual([["error", "Default"]]);
  for (const path of ["/api/auth/signin?callbackUrl=None", "/api/auth/csrf?callbackUrl=None", "/api/auth/providers?callbackUrl=https%3A%2F%2Fevil.test"]) {
    expect((await api.get(path, { maxRedirects: 0 })).status(), path).toBeLessThan(500);
  }
  await api.dispose();

  const name = await player(page, "Session");
  const response = await page.request.get("/api/auth/session");
  const text = await response.text();
  const token = (await page.context().cookies()).find((c) => c.name === "authjs.session-token")!.value;
  expect(text).not.toContain(token);
  const session = JSON.parse(text);
  expect(Object.keys(session).sort()).toEqual(["expires", "user"]);
  expect(Object.keys(session.user).sort()).toEqual(["displayName", "email", "guest", "id", "locale"]);
  expect(session.user.displayName).toBe(name);

  // A junk callback cookie neither breaks Auth.js's routes nor signs the player out of pages.
  await page.context().addCookies([{ name: "authjs.callback-url", value: "None", url: baseURL! }]);
  expect((await page.request.get("/api/auth/session")).status()).toBe(200);
  const lobby = await page.goto("/lobby");
  expect(lobby!.status()).toBe(200);
  await expect(page.getByTestId("current-user")).toHaveText(name);
});

test("hostile ids and queries answer 404/400, never 500", async ({ page }) => {
  await player(page, "Fuzz");
  for (const path of ["/api/games/%00", "/api/games/%00/events", "/api/games/x%0d%0a/export", "/players/%00", "/players/%E0%A4%A", "/games/%00", "/games/%00/replay?move=%00", "/games/%00/result", "/unsubscribe?token=%00&email=%00", `/players/${"x".repeat(3000)}`, "/lobby?x=%00"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect([400, 404], path).toContain(response.status());
  }
  const move = await page.request.post("/api/games/cxxxxxxxxxxxxxxxxxxxxxxxx/moves", { data: { seq: 0, move: { type: "pass" }, clientMoveId: "\u0000" } });
  expect(move.status()).toBe(400);
});

test("cross-site forms: a text/plain move and a server action posted from another port write nothing", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const annaContext = await browser.newContext();
  const borisContext = await browser.newContext();
  const anna = await annaContext.newPage();
  const boris = await borisContext.newPage();
  const annaName = await player(anna, "Victim");
  const borisName = await player(boris, "Other");
  const created = await anna.request.post("/api/games", { data: { seats: 2, invites: [borisName] } });
  const id = ((await created.json()) as { id: string }).id;
  expect((await boris.request.post(`/api/games/${id}/join`)).status()).toBe(200);
  const table = (await (await anna.request.get(`/api/games/${id}`)).json()) as { seq: number; seat: number; view: { toAct: number[] } };
  const [mover, moverPage] = table.view.toAct[0] === table.seat ? [annaName, anna] : [borisName, boris];
  expect(mover).toBeTruthy();

  // The reported attack: enctype=text/plain makes the body `{"seq":0,"move":{"type":"pass"},"x":"="}`.
  await visitEvil(
    moverPage,
    `<form method="post" enctype="text/plain" action="${baseURL}/api/games/${id}/moves"><input name='{"seq":0,"move":{"type":"pass"},"x":"' value='"}'></form>`,
  );
  expect(moverPage.url()).toContain(`/api/games/${id}/moves`);
  expect(await moverPage.locator("body").textContent()).toMatch(/cross_origin|unsupported_media_type/);
  expect(((await (await anna.request.get(`/api/games/${id}`)).json()) as { seq: number }).seq).toBe(0);

  // A server action (the create-game form, copied with its hidden action fields) from the other
  // port: Next.js refuses it because Origin is not our Host. The same form on our page works.
  // As the server renders it (React's hidden $ACTION fields let it work without JavaScript).
  const html = await (await anna.request.get("/games/new")).text();
  const formHtml = /<form[^>]*>(?:(?!<\/form>)[\s\S])*name="seats"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  expect(formHtml).toContain("$ACTION");
  const form = formHtml.replace(/^<form[^>]*>/, `<form method="post" enctype="multipart/form-data" action="${baseURL}/games/new">`);
  const before = await openGamesBy(anna.request, annaName);
  await visitEvil(anna, form);
  expect(await openGamesBy(anna.request, annaName)).toBe(before);
  // Control: submitted from our own origin, the very same form does create a game.
  await anna.goto("/lobby");
  await anna.evaluate((html) => {
    document.body.insertAdjacentHTML("beforeend", html);
    (document.body.lastElementChild as HTMLFormElement).submit();
  }, form);
  await expect.poll(() => openGamesBy(anna.request, annaName), { timeout: 15_000 }).toBe(before + 1);

  await annaContext.close();
  await borisContext.close();
});
