// Languages in a real browser (issue 20): whose language a page speaks (Accept-Language, the
// picker's cookie, the player's stored choice, which wins), the picker without JavaScript and by
// keyboard, no English left on a Russian page, the pseudo-locale en-XA (every text from the
// catalogue: accented and 40% longer) on the lobby, settings, sign-in and history pages, the table at 360 px
// in it, and the pages' layout at 1280×800 in Russian and Japanese.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { PSEUDO_MARKS } from "../../lib/i18n/pseudo";
import { ENGLISH_NAMES } from "../../lib/words/card-names-en.generated";
import { startGame } from "./drive";
import { magicLink, signIn, uniqueEmail } from "./helpers";

type Tree = { [key: string]: string | Tree };
const catalogue = (locale: string): Tree => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"));
const ru = catalogue("ru") as Record<string, Record<string, string>>;

/** Literal stretches of English messages (between arguments and tags), long enough to be telling. */
function englishStretches(): string[] {
  const out: string[] = [];
  const walk = (tree: Tree | string) => {
    if (typeof tree === "string") out.push(...tree.split(/\{[^{}]*\}|<[^>]*>|\{|\}/).map((s) => s.trim()).filter((s) => s.length >= 12 && !s.includes("#")));
    else Object.values(tree).forEach(walk);
  };
  walk(catalogue("en"));
  return out;
}

async function context(browser: Browser, locale: string, cookie?: string, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  const ctx = await browser.newContext({ locale, viewport });
  if (cookie) await ctx.addCookies([{ name: "neva-locale", value: cookie, url: test.info().project.use.baseURL! }]);
  return ctx;
}

/** Signs in through the forms of a page in another language (helpers.signIn reads English labels). */
async function signInAs(page: Page, email: string, name: string | null, words: { email: string; submit: string; check: string; displayName?: string; go?: string; tooShort?: string }) {
  const since = Date.now() - 1000;
  await page.goto("/signin");
  await page.getByLabel(words.email).fill(email);
  await page.getByRole("button", { name: words.submit }).click();
  await expect(page.getByRole("heading", { name: words.check })).toBeVisible({ timeout: 20_000 });
  await page.goto(await magicLink(email, since));
  if (name) {
    if (words.tooShort) {
      // The server action's refusal speaks the page's language too.
      await page.getByLabel(words.displayName!).fill("ab");
      await page.getByRole("button", { name: words.go }).click();
      await expect(page.getByText(words.tooShort)).toBeVisible();
    }
    await page.getByLabel(words.displayName!).fill(name);
    await page.getByRole("button", { name: words.go }).click();
    await page.waitForURL((url) => url.pathname !== "/welcome");
  }
  await expect(page.getByTestId("current-user")).toBeVisible({ timeout: 20_000 });
}

const RU = {
  email: ru.signin.email,
  submit: ru.signin.submit,
  check: ru.signin.checkTitle,
  displayName: ru.displayName.label,
  go: ru.welcome.continue,
  tooShort: ru.displayName.tooShort,
};

test("a signed-out reader gets Accept-Language's language with nothing left in English, and the picker's cookie wins", async ({ browser }) => {
  const ctx = await context(browser, "ru-RU");
  const page = await ctx.newPage();
  await page.goto("/signin");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { name: "Вход" })).toBeVisible();
  for (const path of ["/", "/signin", "/signin/check-email", "/no-such-page"]) {
    await page.goto(path);
    const text = await page.locator("body").innerText();
    const left = englishStretches().filter((s) => text.includes(s));
    expect(left, `English on ${path}`).toEqual([]);
    expect(text, `a missing key on ${path}`).not.toContain("⚠");
  }

  // The picker by keyboard: Tab from the language list to its button, Enter.
  await page.goto("/signin");
  const picker = page.getByTestId("language-picker");
  await picker.getByLabel("Язык").selectOption("fr");
  await picker.getByLabel("Язык").focus();
  await page.keyboard.press("Tab");
  await expect(picker.getByRole("button", { name: "Сменить" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  expect((await ctx.cookies()).find((c) => c.name === "neva-locale")?.value).toBe("fr");
  await ctx.close();
});

test("the picker works without JavaScript", async ({ browser }) => {
  const ctx = await browser.newContext({ locale: "en-GB", javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByTestId("language-picker").getByLabel("Language").selectOption("it");
  await page.getByTestId("language-picker").getByRole("button", { name: "Change" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await page.goto("/signin");
  await expect(page.getByRole("heading", { name: "Accedi" })).toBeVisible();
  await ctx.close();
});

test("the first sign-in stores the page's language, which then wins over Accept-Language; the picker changes it", async ({ browser }) => {
  const email = uniqueEmail("russian");
  const first = await context(browser, "ru-RU");
  const page = await first.newPage();
  await signInAs(page, email, `Ru ${Math.random().toString(36).slice(2, 7)}`, RU);
  await expect(page.getByRole("link", { name: "Лобби" }).first()).toBeVisible();

  // Another device asking for English: the stored Russian wins. (Its session is copied over: a
  // second sign-in link for the same address within 2 minutes is refused by the rate limit.)
  const session = (await first.cookies()).filter((c) => c.name.includes("session-token"));
  expect(session).toHaveLength(1);
  const second = await context(browser, "en-US");
  await second.addCookies(session);
  const other = await second.newPage();
  await other.goto("/settings");
  await expect(other.locator("html")).toHaveAttribute("lang", "ru");
  await expect(other.getByRole("heading", { name: "Настройки" })).toBeVisible();

  // The picker in Settings, signed in: stored on the player, so a third device follows.
  await other.locator("#language-settings").selectOption("ja");
  await other.getByRole("region", { name: "Язык" }).getByRole("button", { name: "Сменить" }).click();
  await expect(other.locator("html")).toHaveAttribute("lang", "ja");
  await expect(other.getByRole("heading", { name: "設定", exact: true })).toBeVisible();
  // Japanese text gets a font stack with CJK glyphs.
  expect(await other.locator("body").evaluate((el) => getComputedStyle(el).fontFamily)).toContain("Hiragino Sans");
  await second.close();

  const third = await context(browser, "fr-FR");
  await third.addCookies(session);
  const again = await third.newPage();
  await again.goto("/lobby");
  await expect(again.locator("html")).toHaveAttribute("lang", "ja");
  await expect(again.getByRole("heading", { name: "ロビー" })).toBeVisible();
  await third.close();
  await first.close();
});

/** Every visible text of the page (or of the parts `roots` selects) that is not a name nor a number carries pseudo-accents. */
async function textsWithoutAccents(page: Page, names: string[], roots = "body"): Promise<string[]> {
  return page.evaluate(
    ({ marks, names, roots }) => {
      const out: string[] = [];
      for (const root of document.querySelectorAll(roots)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (parent.closest("script, style, template, noscript, option")) continue;
        // People's names (marked translate="no") are in no language: other tests' players show up in the lobby.
        if (parent.closest('[translate="no"]')) continue;
        if (!parent.checkVisibility() && !parent.closest(".sr-only")) continue;
        let text = node.textContent ?? "";
        for (const name of names) text = text.split(name).join("");
        if (!/\p{L}/u.test(text)) continue;
        if (![...text].some((ch) => marks.includes(ch))) out.push(text.trim());
      }
      }
      return out;
    },
    { marks: [...PSEUDO_MARKS], names, roots },
  );
}

test("the pseudo-locale: every text of the lobby, settings and sign-in pages comes from the catalogue; the table fits 360 px", async ({ browser }) => {
  test.setTimeout(180_000);
  const { gameId, players } = await startGame(browser, ["Pseudo", "Other"]);
  const [me] = players;
  // An open table in the lobby, so its list is on the page too.
  const open = await me.api.post("/api/games", { data: { seats: 3, variants: { openMoney: true }, expansions: ["newSociety"] } });
  expect(open.status()).toBe(201);
  await me.context.addCookies([{ name: "neva-locale", value: "en-XA", url: test.info().project.use.baseURL! }]);
  const names = ["Neva", me.name, players[1].name, "English", "Русский", "Français", "Italiano", "日本語"];
  const page = me.page;
  for (const path of ["/lobby", "/settings", "/games/new", "/"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
    const email = await page.getByTestId("current-user").textContent();
    expect(await textsWithoutAccents(page, [...names, email ?? ""]), `texts not from the catalogue on ${path}`).toEqual([]);
  }
  // The history pages (issue 20): the player's page, and the replay's own parts (its controls, the
  // fair-shuffle panel, its title and links; the table under them is the live table's components).
  await page.goto(`/players/${encodeURIComponent(me.name)}`);
  await expect(page.getByTestId("player-game").first()).toBeVisible();
  expect(await textsWithoutAccents(page, [...names, (await page.getByTestId("current-user").textContent()) ?? ""]), "texts not from the catalogue on the player page").toEqual([]);
  await page.goto(`/games/${gameId}/replay?move=1`);
  await expect(page.getByTestId("replay-controls")).toBeVisible();
  expect(
    await textsWithoutAccents(page, names, 'main h1, main h1 ~ p, [data-testid="game-nav"], [data-testid="replay-controls"], [data-testid="shuffle"]'),
    "texts not from the catalogue on the replay",
  ).toEqual([]);

  // Issue 33: the table mid-game (its log, the players, the rows; card names are the card-name
  // lookup's own data), the leaderboard with its rating sentence, and the mail settings with their
  // time zones by name.
  // A keyboard shortcut's key ("(S)", issue 37) names a key, as printed on it, in no language.
  const cardNames = [...Object.values(ENGLISH_NAMES.first), ...Object.values(ENGLISH_NAMES.second), "(S)"];
  for (const [path, ready] of [[`/games/${gameId}`, "upper-row"], ["/players", "leaderboard"], ["/settings/notifications", null]] as const) {
    await page.goto(path);
    if (ready) await expect(page.getByTestId(ready)).toBeVisible({ timeout: 20_000 });
    const email = (await page.getByTestId("current-user").textContent()) ?? "";
    expect(await textsWithoutAccents(page, [...names, email, ...cardNames], "main"), `texts not from the catalogue on ${path}`).toEqual([]);
  }

  const out = await browser.newContext();
  await out.addCookies([{ name: "neva-locale", value: "en-XA", url: test.info().project.use.baseURL! }]);
  const signedOut = await out.newPage();
  for (const path of ["/signin", "/signin/check-email", "/signin?error=Verification"]) {
    await signedOut.goto(path);
    expect(await textsWithoutAccents(signedOut, names), `texts not from the catalogue on ${path}`).toEqual([]);
  }
  await out.close();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/games/${gameId}`);
  await expect(page.getByTestId("upper-row")).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await page.goto("/lobby");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

test("pages keep their layout at 1280×800 in Russian and Japanese", async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await signIn(page, uniqueEmail("layout"), `Lay ${Math.random().toString(36).slice(2, 7)}`);
  const measure = async () => ({
    overflow: await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    nav: (await page.locator("header nav").boundingBox())!.height,
  });
  const english: Record<string, { overflow: number; nav: number }> = {};
  for (const path of ["/", "/lobby", "/games/new", "/settings"]) {
    await page.goto(path);
    english[path] = await measure();
  }
  for (const locale of ["ru", "ja"]) {
    await page.goto("/settings");
    const footer = page.locator("form", { has: page.locator("#language-footer") });
    await footer.locator("select").selectOption(locale);
    await footer.getByRole("button").click();
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    for (const path of Object.keys(english)) {
      await page.goto(path);
      const now = await measure();
      expect(now.overflow, `${locale} ${path}: no horizontal scroll`).toBe(0);
      if (locale === "ru") {
        const text = await page.locator("body").innerText();
        expect(englishStretches().filter((stretch) => text.includes(stretch)), `English on ${path} signed in`).toEqual([]);
      }
      // The header stays one line, as in English.
      expect(now.nav, `${locale} ${path}: header height`).toBe(english[path].nav);
    }
  }
  await ctx.close();
});
