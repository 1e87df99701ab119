// Click benchmark in a real browser (Chromium through Playwright) against `next start`
// (production build, own embedded PostgreSQL): two players each have the game's page open; the
// player to act clicks one of the move buttons. Measured inside the page with performance.now():
//  - click to updated table: from the click until the table shows the new seq (data-seq) and the
//    browser has painted the next frame, on the mover's page;
//  - the other page: from the same click until the other player's page shows that seq (its new
//    table, pushed on the game's live stream);
// beside a baseline in the same run: a signed-in fetch('/api/auth/session') from the same page.
//
//   BENCH_ONLY=click npm run bench        (BENCH_CLICKS, default 60; CHROMIUM_PATH, default /usr/bin/chromium)
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium";
import { ensureBuild, percentile, withBenchServer, type Prisma } from "./server";

interface Player {
  id: string;
  token: string;
}

async function makePlayers(prisma: Prisma, count: number): Promise<Player[]> {
  const tag = randomBytes(3).toString("hex");
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const user = await prisma.user.create({ data: { email: `click-${tag}-${i}@example.test`, displayName: `Click ${tag} ${i}`, emailVerified: new Date() } });
    const token = randomBytes(32).toString("hex");
    await prisma.session.create({ data: { sessionToken: token, userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
    players.push({ id: user.id, token });
  }
  return players;
}

const seqOf = async (page: Page) => Number(await page.getByTestId("game-table").getAttribute("data-seq"));

// The two in-page scripts are plain strings: tsx would wrap named functions in a helper
// (`__name`) that does not exist in the page.

/**
 * In the page: clicks a random enabled move button (opening a chooser first when only choosers
 * are offered) and resolves with the ms from the click until the table shows `target` and the
 * next frame is painted; null when the page offers no move.
 */
const CLICK_AND_WAIT = `(args) => new Promise((resolve) => {
  const table = document.querySelector('[data-testid="game-table"]');
  const enabled = () => [...table.querySelectorAll("button[data-move]:not([disabled])")];
  const go = (button) => {
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (Number(table.getAttribute("data-seq")) < args.target) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    });
    observer.observe(table, { attributes: true, attributeFilter: ["data-seq"] });
    window.clickedAt = performance.timeOrigin + started;
    button.click();
  };
  const buttons = enabled();
  if (buttons.length > 0) return go(buttons[args.pick % buttons.length]);
  const chooser = table.querySelector("button[data-chooser]:not([disabled])");
  if (!chooser) return resolve(null);
  chooser.click();
  // React renders the chooser's moves on a later task.
  setTimeout(() => {
    const inside = enabled();
    if (inside.length === 0) return resolve(null);
    go(inside[args.pick % inside.length]);
  }, 50);
})`;

function clickAndWait(page: Page, target: number, pick: number): Promise<number | null> {
  return page.evaluate(`(${CLICK_AND_WAIT})(${JSON.stringify({ target, pick })})`) as Promise<number | null>;
}

/** In the other page: resolves with the epoch ms at which its table showed `target`. */
const SHOWN_AT = `(target) => new Promise((resolve) => {
  const table = document.querySelector('[data-testid="game-table"]');
  const check = () => {
    if (Number(table.getAttribute("data-seq")) < target) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
  };
  const observer = new MutationObserver(check);
  observer.observe(table, { attributes: true, attributeFilter: ["data-seq"] });
  check();
})`;

function shownAt(page: Page, target: number): Promise<number> {
  return page.evaluate(`(${SHOWN_AT})(${target})`) as Promise<number>;
}

export async function benchClick(): Promise<void> {
  const clicks = Number(process.env.BENCH_CLICKS || 60);
  await ensureBuild("click");
  await withBenchServer({ prefix: "bench-click-", readyPath: "/signin" }, async ({ base, prisma }) => {
    const found = await findChromium();
    if ("error" in found) throw new Error(found.error);
    const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
    try {
      const clickMs: number[] = [];
      const otherMs: number[] = [];
      const sessionMs: number[] = [];
      let games = 0;
      const newTable = async () => {
        const players = await makePlayers(prisma, 2);
        const post = async (who: Player, url: string, body: unknown) => {
          const response = await fetch(`${base}${url}`, {
            method: "POST",
            headers: { cookie: `authjs.session-token=${who.token}`, "content-type": "application/json", origin: base },
            body: JSON.stringify(body),
          });
          return { status: response.status, json: (await response.json()) as { id?: string } };
        };
        const created = await post(players[0], "/api/games", { seats: 2, variants: {}, invites: [] });
        if (created.status !== 201) throw new Error(`create: ${created.status}`);
        const gameId = created.json.id!;
        if ((await post(players[1], `/api/games/${gameId}/join`, {})).status !== 200) throw new Error("join failed");
        const pages: Page[] = [];
        for (const who of players) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
          await context.addCookies([{ name: "authjs.session-token", value: who.token, url: base, httpOnly: true, sameSite: "Lax" }]);
          const page = await context.newPage();
          await page.goto(`${base}/games/${gameId}`);
          await page.getByTestId("game-table").waitFor();
          pages.push(page);
        }
        games++;
        return pages;
      };

      let pages = await newTable();
      let pick = 0;
      // The first clicks warm the page and the server (nothing is compiled in production, but
      // caches fill); they are not counted.
      const warm = 3;
      for (let i = 0; i < clicks + warm; i++) {
        const seq = Math.max(...(await Promise.all(pages.map(seqOf))));
        // Both pages settled on the same seq before the next click.
        for (const page of pages) await page.waitForFunction(`Number(document.querySelector('[data-testid="game-table"]')?.getAttribute("data-seq")) >= ${seq}`);
        const status = await pages[0].getByTestId("game-table").getAttribute("data-status");
        const acting = [];
        for (const page of pages) if ((await page.locator("button[data-move]:not([disabled]), button[data-chooser]:not([disabled])").count()) > 0) acting.push(page);
        if (status === "finished" || acting.length === 0) {
          for (const page of pages) await page.context().close();
          pages = await newTable();
          i--;
          continue;
        }
        const mover = acting[0];
        const other = pages.find((p) => p !== mover)!;
        const otherShown = shownAt(other, seq + 1);
        const took = await clickAndWait(mover, seq + 1, pick++);
        if (took === null) throw new Error("the acting page offered no move button");
        const otherAt = await otherShown;
        const clickedAt = (await mover.evaluate("window.clickedAt")) as number;
        if (i >= warm) {
          clickMs.push(took);
          otherMs.push(otherAt - clickedAt);
          sessionMs.push(
            (await mover.evaluate(
              `(async () => { const t0 = performance.now(); await (await fetch("/api/auth/session", { cache: "no-store" })).json(); return performance.now() - t0; })()`,
            )) as number,
          );
        }
      }
      for (const list of [clickMs, otherMs, sessionMs]) list.sort((a, b) => a - b);
      const f = (s: number[]) => `p50 ${percentile(s, 50).toFixed(1)} ms  p95 ${percentile(s, 95).toFixed(1)} ms`;
      console.log(`click: Chromium, 2-player games (${games} played), ${clickMs.length} clicks; ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}`);
      console.log(`  click to updated table (mover's page)    ${f(clickMs)}   (goal p50 ≤ 100 ms)`);
      console.log(`  click to updated table (other page)      ${f(otherMs)}   (its table pushed on the live stream)`);
      console.log(`  fetch /api/auth/session from the page     ${f(sessionMs)}   (baseline)`);
      console.log(`  ratio click p50 / session fetch p50       ${(percentile(clickMs, 50) / percentile(sessionMs, 50)).toFixed(1)}×`);
    } finally {
      await browser.close();
    }
  });
}
