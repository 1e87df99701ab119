import { expect, test, type Page } from "@playwright/test";
import { signIn, uniqueEmail } from "./helpers";

// Time away and resigning in the browser (issue 22): the Settings vacation form (a refusal in
// words, then away for two days), the header's "Away until …" and its "I'm back", and resigning
// at a table, confirmed first, after which the table says so.

async function player(page: Page, prefix: string): Promise<string> {
  const name = `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
  await signIn(page, uniqueEmail(prefix.toLowerCase()), name);
  return name;
}

test("Settings: vacation days, away, the header's 'I'm back'", async ({ page }) => {
  await player(page, "Vera");
  await page.goto("/settings");
  const vacation = page.getByRole("region", { name: "Vacation" });
  await expect(vacation.getByTestId("vacation-days")).toHaveText("You have 3 vacation days.");

  // More days than the balance: refused in words, nothing changes.
  await vacation.getByLabel("Days away").fill("9");
  await vacation.getByRole("button", { name: "Go away" }).click();
  await expect(vacation.getByRole("alert")).toHaveText("You asked for 9 vacation days but have 3 left.");
  await expect(page.getByTestId("away-banner")).toHaveCount(0);

  await vacation.getByLabel("Days away").fill("2");
  await vacation.getByRole("button", { name: "Go away" }).click();
  const banner = page.getByTestId("away-banner");
  await expect(banner).toContainText("Away until");
  await expect(vacation.getByTestId("vacation-days")).toHaveText("You have 1 vacation day.");
  const status = await (await page.request.get("/api/me/away")).json();
  expect(status).toMatchObject({ away: true, vacationDays: 1 });

  // Back at once: the second, untouched day comes back.
  await banner.getByRole("button", { name: "I’m back" }).click();
  await expect(page.getByTestId("away-banner")).toHaveCount(0);
  await expect(vacation.getByTestId("vacation-days")).toHaveText("You have 2 vacation days.");
  expect(await (await page.request.get("/api/me/away")).json()).toEqual({ away: false, awayUntil: null, vacationDays: 2 });
});

test("resigning at a table is confirmed first, then the table says so", async ({ page }) => {
  const name = await player(page, "Rex");
  // A practice table: the creator and a bot, started at once.
  const created = await page.request.post("/api/games", { data: { seats: 2, bots: 1 } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  await page.goto(`/games/${id}`);

  await page.getByRole("button", { name: "Resign", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Your seat will pass for the rest of the game, and you will be ranked last.");
  // "No" changes nothing.
  await dialog.getByRole("button", { name: "No, play on" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  expect((await (await page.request.get(`/api/games/${id}`)).json()).status).toBe("active");

  await page.getByRole("button", { name: "Resign", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, resign" }).click();
  await expect(page.getByTestId("seat-absence")).toContainText(`${name} resigned`);
  await expect(page.getByRole("button", { name: "Resign", exact: true })).toHaveCount(0);
  // The API agrees: a second resignation is refused.
  expect((await page.request.post(`/api/games/${id}/resign`)).status()).toBe(409);
});
