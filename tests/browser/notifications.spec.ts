// A "your turn" mail from the server's own mail sink (sent by the mail worker that `npm start`
// runs, with TURN_MAIL_DELAY_SECONDS=0 in playwright.config.ts) leads into the right game.
import { expect, test, type Browser } from "@playwright/test";
import { mailsFor, signIn, uniqueEmail } from "./helpers";

async function player(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
  const email = uniqueEmail(prefix.toLowerCase());
  await signIn(page, email, name);
  return { name, email, page, api: page.request, context };
}

test("a 'your turn' mail opens the right game, and its preferences link works without signing in", async ({ browser }) => {
  test.setTimeout(120_000);
  const anna = await player(browser, "Nora");
  const boris = await player(browser, "Olaf");

  // Nora invites Olaf: he gets an invitation mail with a link to the table.
  const created = await anna.api.post("/api/games", { data: { seats: 2, invites: [boris.name] } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  await expect
    .poll(async () => (await mailsFor(boris.email)).find((m) => m.subject.includes("invites you"))?.links ?? [], { timeout: 20_000 })
    .toContain(`${new URL(boris.page.url()).origin}/games/${id}`);
  expect((await boris.api.post(`/api/games/${id}/join`)).status()).toBe(200);

  // Whoever starts makes one move; the other gets "your turn".
  const table = (await (await anna.api.get(`/api/games/${id}`)).json()) as { seat: number; seq: number; view: { toAct: number[] }; legalMoves: { move: Record<string, unknown> }[] };
  const annaMoves = table.view.toAct[0] === table.seat;
  const [mover, waiter] = annaMoves ? [anna, boris] : [boris, anna];
  const moverTable = annaMoves ? table : ((await (await boris.api.get(`/api/games/${id}`)).json()) as typeof table);
  const choice = moverTable.legalMoves.find((m) => m.move.type !== "pass") ?? moverTable.legalMoves[0];
  const { seat: _seat, ...move } = choice.move;
  expect((await mover.api.post(`/api/games/${id}/moves`, { data: { seq: moverTable.seq, move } })).status()).toBe(200);

  let mail: Awaited<ReturnType<typeof mailsFor>>[number] | undefined;
  await expect
    .poll(
      async () => {
        mail = (await mailsFor(waiter.email)).find((m) => m.subject.startsWith("Your turn in"));
        return mail?.subject;
      },
      { message: `a "your turn" mail for ${waiter.email}`, timeout: 30_000 },
    )
    .toBeTruthy();
  expect(mail!.text).toContain(`Hello ${waiter.name}`);
  expect(mail!.text).toContain(mover.name);
  // The mover had one for the start of the game (the delay is 0 here), none for after their own move.
  expect((await mailsFor(mover.email)).filter((m) => m.subject.startsWith("Your turn in")).length).toBeLessThanOrEqual(1);
  expect((await mailsFor(waiter.email)).filter((m) => m.subject.startsWith("Your turn in"))).toHaveLength(1);

  // Follow the mail's "Open the game" link: the right game, the waiter's turn.
  const gameLink = mail!.links.find((l) => l.endsWith(`/games/${id}`))!;
  expect(gameLink).toBeTruthy();
  await waiter.page.goto(gameLink);
  await expect(waiter.page).toHaveURL(new RegExp(`/games/${id}$`));
  await expect(waiter.page.getByTestId("your-turn")).toBeVisible({ timeout: 20_000 });
  await waiter.page.screenshot({ path: "test-results/notifications-your-turn-link.png", fullPage: true });

  // The preferences link works in a fresh browser without a session.
  const prefsLink = mail!.links.find((l) => l.includes("/unsubscribe?email="))!;
  const anonymous = await browser.newContext();
  const page = await anonymous.newPage();
  await page.goto(prefsLink);
  await expect(page.getByRole("heading", { name: "Mail preferences" })).toBeVisible();
  await page.getByLabel("One daily digest").check();
  await page.getByLabel("Digest at").selectOption("7");
  // Zones are listed by their names (issue 33); zones that share a name and an offset are one
  // choice, its value the first of their IANA ids.
  const central = await page.getByLabel("Time zone").locator("option", { hasText: "Central European Time" }).first().getAttribute("value");
  expect(central).toMatch(/^(Europe|Africa|Arctic)\//);
  await page.getByLabel("Time zone").selectOption(central!);
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("status")).toHaveText("Your mail preferences are saved.");
  await page.reload();
  await expect(page.getByLabel("One daily digest")).toBeChecked();
  await expect(page.getByLabel("Time zone")).toHaveValue(central!);
  // A tampered link is refused.
  await page.goto(prefsLink.replace(/token=[^&]+/, "token=forged"));
  await expect(page.getByText("This link is not valid")).toBeVisible();
  await anonymous.close();
});
