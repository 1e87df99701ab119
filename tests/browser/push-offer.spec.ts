// Issue 39: push is offered once, after the player's move leaves the game waiting for another
// person; "Yes" subscribes this browser and stores it (GET /api/me/push lists it, Settings shows it
// as this device and removes it); "No" is final for this browser. A practice move against a bot
// offers nothing.
//
// The Chromium the tests run has no notification platform (Notification.permission is "denied",
// see install-push.spec.ts), so the page is given what a phone's browser would answer: a
// permission not asked yet, granted on request, and a push subscription of a push service. The
// offer, its buttons, the service worker's registration and the route are the real ones.
import { expect, test, type Page } from "@playwright/test";
import { newPlayer, startGame, tableOf, type Seated } from "./drive";

const ENDPOINT = "https://push.example.com/neva-offer-test";

/** What a browser with a push service answers, installed before the page's own scripts run. */
async function browserWithPush(page: Page, answer: "granted" | "denied") {
  await page.addInitScript(
    ({ endpoint, answer }) => {
      let permission = "default";
      Object.defineProperty(Notification, "permission", { get: () => permission });
      Notification.requestPermission = async () => (permission = answer) as NotificationPermission;
      const subscription = { endpoint, toJSON: () => ({ endpoint, keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) } }), unsubscribe: async () => true };
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () => subscription as unknown as PushSubscription;
    },
    { endpoint: ENDPOINT, answer },
  );
}

/** The seat to act makes a move on the table, like a person: a buy if there is one, else a pass. */
async function moveOnTable(player: Seated, gameId: string) {
  const before = (await tableOf(player.api, gameId)).seq;
  const buy = player.page.locator('button[data-move-type="buy"]').first();
  if ((await buy.count()) > 0) await buy.click();
  else await player.page.getByTestId("your-turn").getByRole("button", { name: "Pass", exact: true }).click();
  await expect.poll(async () => (await tableOf(player.api, gameId)).seq).toBeGreaterThan(before);
}

test("after a move that waits for the other player, push is offered once; yes subscribes this device", async ({ browser }) => {
  test.setTimeout(180_000);
  const { gameId, players } = await startGame(browser, ["Offer", "Other"], {}, { seed: "push-offer-1" });
  const first = await tableOf(players[0].api, gameId);
  const mover = players.find((p) => p.seat === first.view.toAct[0])!;
  const page = mover.page;
  await browserWithPush(page, "granted");
  await page.goto(`/games/${gameId}`);
  await expect(page.getByTestId("game-table")).toBeVisible({ timeout: 20_000 });
  const offer = page.getByRole("complementary", { name: "Get a notification when it is your turn?" });
  await expect(offer).toHaveCount(0);

  await moveOnTable(mover, gameId);
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Yes, on this device" }).click();
  await expect(offer).toHaveCount(0);
  const stored = await (await mover.api.get("/api/me/push")).json();
  expect(stored.subscriptions).toHaveLength(1);

  // Settings names it as this device, and removes it.
  await page.goto("/settings");
  const devices = page.getByRole("list", { name: "Devices that get notifications" });
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(devices).toContainText("(this device)");
  await page.getByRole("button", { name: "Turn off notifications on this device" }).click();
  await expect(page.getByText("No device gets notifications yet.")).toBeVisible();
  expect((await (await mover.api.get("/api/me/push")).json()).subscriptions).toEqual([]);

  // Offered once: the next move that waits for the other player offers nothing.
  const other = players.find((p) => p !== mover)!;
  for (let i = 0; i < 8 && !(await tableOf(mover.api, gameId)).view.toAct.includes(mover.seat); i++) {
    await other.page.goto(`/games/${gameId}`);
    await moveOnTable(other, gameId);
  }
  await page.goto(`/games/${gameId}`);
  await moveOnTable(mover, gameId);
  await page.waitForTimeout(1_000);
  await expect(offer).toHaveCount(0);
  for (const p of players) await p.context.close();
});

test("a browser that says no is told how to allow it, and is not asked again", async ({ browser }) => {
  test.setTimeout(180_000);
  const { gameId, players } = await startGame(browser, ["Deny", "Peer"], {}, { seed: "push-offer-2" });
  const first = await tableOf(players[0].api, gameId);
  const mover = players.find((p) => p.seat === first.view.toAct[0])!;
  await browserWithPush(mover.page, "denied");
  await mover.page.goto(`/games/${gameId}`);
  await expect(mover.page.getByTestId("game-table")).toBeVisible({ timeout: 20_000 });
  await moveOnTable(mover, gameId);
  const offer = mover.page.getByRole("complementary", { name: "Get a notification when it is your turn?" });
  await offer.getByRole("button", { name: "Yes, on this device" }).click();
  await expect(offer.getByRole("alert")).toContainText("Notifications are blocked for Neva in this browser");
  await offer.getByRole("button", { name: "No, thanks" }).click();
  await expect(offer).toHaveCount(0);
  expect((await (await mover.api.get("/api/me/push")).json()).subscriptions).toEqual([]);
  for (const p of players) await p.context.close();
});

test("a practice move against a bot offers nothing: the game does not wait for a person", async ({ browser }) => {
  test.setTimeout(120_000);
  const player = await newPlayer(browser, "Solo");
  const created = await player.api.post("/api/games", { data: { seats: 2, bots: 1 } });
  expect(created.status(), await created.text()).toBe(201);
  const { id: gameId } = (await created.json()) as { id: string };
  const solo: Seated = { ...player, seat: (await tableOf(player.api, gameId)).seat! };
  await browserWithPush(solo.page, "granted");
  await solo.page.goto(`/games/${gameId}`);
  await expect(solo.page.getByTestId("game-table")).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await tableOf(solo.api, gameId)).view.toAct).toContain(solo.seat);
  await moveOnTable(solo, gameId);
  await solo.page.waitForTimeout(1_000);
  await expect(solo.page.getByTestId("push-offer")).toHaveCount(0);
  await solo.context.close();
});
