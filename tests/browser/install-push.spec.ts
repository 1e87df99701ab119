// Issue 39 in Chromium: Neva meets the install criteria (manifest and service worker found, no
// installability errors), its service worker turns a push handed to it by CDP's
// ServiceWorker.deliverPushMessage (no push service needed) into a notification, that
// notification's click opens the table, and a page that cannot be reached shows the offline page.
//
// The Chromium the tests run (@sparticuz's headless build) has no notification platform:
// Notification.permission stays "denied" whatever is granted, and showNotification throws. So the
// service worker's registration.showNotification and clients.openWindow are recorded inside the
// worker itself (Playwright evaluates in it), and the click is the worker's own click handler
// (openFrom, what "notificationclick" runs) called on the notification it showed; the URL it
// opens is then opened, and is the table.
import { expect, test, type Worker } from "@playwright/test";
import { startGame } from "./drive";

type Shown = { title: string; body?: string; tag?: string; data?: { url?: string } };
type Recorder = { shown: Shown[]; opened: string[] };

test("installs, shows a pushed notification that opens the table, and has an offline page", async ({ browser, baseURL }) => {
  const { gameId, players } = await startGame(browser, ["Inst", "Peer"]);
  const { page, context } = players[0];
  await page.goto("/");

  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: expect.stringContaining("Neva"), start_url: "/", display: "standalone", theme_color: "#1f5f8b" });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons as { src: string }[]) expect((await page.request.get(icon.src)).headers()["content-type"]).toBe("image/png");
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toBe(`${baseURL}/sw.js`);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);

  const worker: Worker = context.serviceWorkers().find((w) => w.url() === `${baseURL}/sw.js`) ?? (await context.waitForEvent("serviceworker"));
  await worker.evaluate(() => {
    const scope = self as unknown as { registration: { showNotification: unknown }; clients: { openWindow: unknown }; __neva: Recorder };
    scope.__neva = { shown: [], opened: [] };
    scope.registration.showNotification = async (title: string, options: Omit<Shown, "title">) => void scope.__neva.shown.push({ title, ...options });
    scope.clients.openWindow = async (url: string) => void scope.__neva.opened.push(url);
  });

  // A push, as the push service would hand it over, to the registration DevTools knows.
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${baseURL}/`)?.registrationId).toBeTruthy();
  const registrationId = registrations.find((r) => r.scopeURL === `${baseURL}/`)!.registrationId;
  const url = `${baseURL}/games/${gameId}`;
  const data = JSON.stringify({ title: "Your turn", body: "The table waits for your move.", url, tag: gameId, kind: "your_turn" });
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: baseURL!, registrationId, data });
  const recorded = () => worker.evaluate(() => (self as unknown as { __neva: Recorder }).__neva);
  await expect.poll(async () => (await recorded()).shown).toEqual([expect.objectContaining({ title: "Your turn", body: "The table waits for your move.", tag: gameId, data: { url } })]);

  // The click: the worker's own handler on that notification opens the table (no tab shows it yet).
  await worker.evaluate(async () => {
    const scope = self as unknown as { __neva: Recorder; openFrom: (n: { close(): void; data?: { url?: string } }) => Promise<unknown> };
    const shown = scope.__neva.shown[0];
    await scope.openFrom({ close() {}, data: shown.data });
  });
  expect((await recorded()).opened).toEqual([url]);
  const table = await context.newPage();
  await table.goto((await recorded()).opened[0]);
  await expect(table.getByRole("heading", { level: 1 })).toBeVisible();
  expect(new URL(table.url()).pathname).toBe(`/games/${gameId}`);
  await table.close();

  // The Settings offer push on this device.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Notifications on this device" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn on notifications on this device" })).toBeVisible();

  // Offline: the service worker answers a page it cannot fetch with the offline page.
  await context.setOffline(true);
  await page.goto("/lobby").catch(() => {});
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
  for (const p of players) await p.context.close();
});
