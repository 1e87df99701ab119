// Issue 35, item 7: a display name may not pass for a seat Neva names itself, a deleted player's
// ("Former player", in each language the pages show it in) or a bot's ("Bot 1" …), nor look like
// one by the confusable skeleton that already keeps players' names apart (Cyrillic о, fullwidth
// Ｆ). Through the settings form's server action, in the reader's language, naming the field.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { botName } from "@/lib/bots/names";
import { saveDisplayName } from "@/components/display-name-actions";
import { signInAs } from "../games/auth-mock";
import type { TestUser } from "../games/helpers";

const reader = vi.hoisted(() => ({ acceptLanguage: "en" }));
vi.mock("@/lib/auth", () => import("../games/auth-mock"));
vi.mock("@/lib/auth/session", async (original) => {
  const mock = await import("../games/auth-mock");
  return { ...(await original<object>()), getUser: mock.getUser, requireUser: mock.requireUser };
});
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, has: () => false }),
  headers: async () => new Headers({ "accept-language": reader.acceptLanguage }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

afterAll(() => {
  reader.acceptLanguage = "en";
});

async function player(): Promise<TestUser> {
  const tag = randomUUID().slice(0, 8);
  const user = await prisma.user.create({ data: { email: `${tag}@reserved.test`, displayName: `Named ${tag}` } });
  return { id: user.id, email: user.email, name: null, displayName: user.displayName! } as TestUser;
}

async function save(as: TestUser, name: string) {
  signInAs(as);
  const form = new FormData();
  form.set("displayName", name);
  return saveDisplayName({}, form);
}

const stored = async (as: TestUser) => (await prisma.user.findUniqueOrThrow({ where: { id: as.id } })).displayName;

describe("reserved seat names", () => {
  it("refuses the bots' names and look-alikes of them and of 'Former player', saying why in English", async () => {
    const me = await player();
    for (const name of ["Fоrmer player", "Ｆormer player", "FORMER PLAYER", "Former  player", "Bot 1", "Bоt 1", "bot 3", "B0t 2", "Bot １", botName(4)]) {
      const result = await save(me, name);
      expect(result, name).toMatchObject({ field: "displayName", values: { displayName: name } });
      expect(result.error, name).toBe(`“${name.normalize("NFC").trim().replace(/\s+/g, " ")}” is, or looks like, a name Neva gives to seats (a bot's or a former player's). Try another name.`);
    }
    expect(await stored(me)).toBe(me.displayName);
  });

  it("refuses every language's name of a bot (issue 33: pages say «Бот 1», «ボット1», «Robot 1»)", async () => {
    const me = await player();
    for (const name of ["Бот 1", "бот 2", "Robot 3", "Rоbot 4", "ボット1", "Bot 12"]) {
      const result = await save(me, name);
      expect(result, name).toMatchObject({ field: "displayName", values: { displayName: name } });
      expect(result.error, name).toContain("a name Neva gives to seats");
    }
    expect(await stored(me)).toBe(me.displayName);
  });

  it("refuses the former player's name of every language, in every language's own sentence", async () => {
    const me = await player();
    for (const locale of LOCALES) {
      reader.acceptLanguage = locale;
      const words = messagesFor(locale);
      for (const other of LOCALES) {
        const name = messagesFor(other).account.formerPlayer;
        const result = await save(me, name);
        expect(result.field, `${other} in ${locale}`).toBe("displayName");
        expect(result.error, `${other} in ${locale}`).toBe(words.displayName.reserved.replace("{name}", name));
      }
    }
    reader.acceptLanguage = "en";
    expect(await stored(me)).toBe(me.displayName);
  });

  it("still takes names that merely start like one", async () => {
    const me = await player();
    const tag = randomUUID().slice(0, 4);
    for (const name of [`Bottom ${tag}`, `Former ${tag}`, `Bot ${tag}x`, `Robot ${tag}`]) {
      expect(await save(me, name), name).toMatchObject({ saved: expect.any(String) });
      expect(await stored(me)).toBe(name);
    }
  });
});
