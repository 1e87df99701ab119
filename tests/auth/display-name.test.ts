import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { displayNameSchema, setDisplayName } from "@/lib/players/display-name";
import messagesEn from "@/messages/en.json";

async function newUser() {
  return prisma.user.create({ data: { email: `${randomUUID()}@example.test` } });
}

const tag = () => randomUUID().slice(0, 6);

describe("display name rules", () => {
  it.each([
    ["Ada", "Ada"],
    ["  Ada   Lovelace ", "Ada Lovelace"],
    ["Пётр_1-2", "Пётр_1-2"],
    ["x".repeat(24), "x".repeat(24)],
    // Any script, NFC-normalised: a decomposed "é" is stored precomposed.
    ["Zoe\u0301", "Zo\u00e9"],
    ["  さくら ", "さくら"],
    ["अनुराधा", "अनुराधा"],
  ])("accepts %j as %j", (raw, expected) => {
    expect(displayNameSchema.parse(raw)).toBe(expected);
  });

  it.each([
    ["ab", "tooShort", "at least 3"],
    ["x".repeat(25), "tooLong", "at most 24"],
    ["Ada!", "chars", "letters, digits"],
    ["<script>", "chars", "letters, digits"],
    ["   ", "tooShort", "at least 3"],
    ["\u0301abc", "chars", "letters, digits"],
    ["Ann\u200bie", "chars", "letters, digits"],
    ["Zalgo" + "\u0336".repeat(5), "chars", "letters, digits"],
  ] as const)("rejects %j", (raw, reason, english) => {
    const result = displayNameSchema.safeParse(raw);
    expect(result.success).toBe(false);
    // The schema gives the reason; the catalogue says it (what the settings form shows).
    expect(result.error?.issues[0].message).toBe(reason);
    expect(messagesEn.displayName[reason]).toContain(english);
  });

  it("rejects a value that is not a string", () => {
    expect(displayNameSchema.safeParse(42).success).toBe(false);
  });
});

describe("setDisplayName", () => {
  it("saves a valid name", async () => {
    const user = await newUser();
    const name = `Ada ${tag()}`;
    expect(await setDisplayName(user.id, ` ${name} `)).toEqual({ ok: true, displayName: name });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).displayName).toBe(name);
  });

  it("refuses the name deleted players' seats carry (issue 26), whatever the case", async () => {
    const user = await newUser();
    for (const attempt of ["Former player", "former PLAYER"]) {
      // Issue 35: a reserved name is bad input (400), not a clash (tests/players/reserved-names.test.ts).
      expect(await setDisplayName(user.id, attempt)).toMatchObject({ ok: false, code: "invalid", field: "displayName", reason: "reserved" });
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).displayName).toBeNull();
  });

  it("explains an invalid name and leaves the old one", async () => {
    const user = await newUser();
    const result = await setDisplayName(user.id, "no!");
    expect(result).toMatchObject({ ok: false, code: "invalid", field: "displayName", reason: "chars" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).displayName).toBeNull();
  });

  it("refuses a name someone else has, whatever the case", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const name = `Boris ${tag()}`;
    await setDisplayName(a.id, name);
    for (const attempt of [name, name.toUpperCase()]) {
      const result = await setDisplayName(b.id, attempt);
      expect(result).toMatchObject({ ok: false, code: "taken", field: "displayName" });
      if (!result.ok) expect(result).toMatchObject({ reason: "taken", values: { name: attempt } });
    }
  });

  it("refuses a look-alike of a name someone has (TR39 skeleton): Cherokee, Cyrillic, I for l", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const t = tag().replace(/[^a-f]/g, "x");
    const name = `Alice ${t}`;
    expect(await setDisplayName(a.id, name)).toEqual({ ok: true, displayName: name });
    for (const lookAlike of [`\u13aalice ${t}`, `\u0410lice ${t}`, `AIice ${t}`, `\u13aaLICE ${t}`.replace("LICE", "lice")]) {
      const result = await setDisplayName(b.id, lookAlike);
      expect(result).toMatchObject({ ok: false, code: "taken", field: "displayName" });
      if (!result.ok) expect(result).toMatchObject({ reason: "lookalike", values: { name: lookAlike, other: name } });
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id: b.id } })).displayName).toBeNull();
    // Distinct names in other scripts are welcome.
    expect(await setDisplayName(b.id, `Алиса ${t}`)).toMatchObject({ ok: true });
  });

  it("refuses a look-alike of a name stored before skeletons existed", async () => {
    const t = tag().replace(/[^a-f]/g, "x");
    const old = await prisma.user.create({ data: { email: `${randomUUID()}@example.test`, displayName: `Pavel ${t}` } });
    const b = await newUser();
    expect(await setDisplayName(b.id, `\u0420avel ${t}`)).toMatchObject({ ok: false, code: "taken" }); // Cyrillic Р
    expect((await prisma.user.findUniqueOrThrow({ where: { id: old.id } })).nameSkeleton).toBe(`pavel ${t}`);
  });

  it("gives one of two look-alike names asked for at once", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const t = tag().replace(/[^a-f]/g, "x");
    const results = await Promise.all([setDisplayName(a.id, `Olga ${t}`), setDisplayName(b.id, `\u041elga ${t}`)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("lets a player keep or re-case their own name", async () => {
    const user = await newUser();
    const name = `Cleo ${tag()}`;
    await setDisplayName(user.id, name);
    expect(await setDisplayName(user.id, name)).toEqual({ ok: true, displayName: name });
    expect(await setDisplayName(user.id, name.toLowerCase())).toEqual({ ok: true, displayName: name.toLowerCase() });
  });

  it("gives a name to exactly one of four players asking for it at once", async () => {
    const users = await Promise.all([newUser(), newUser(), newUser(), newUser()]);
    const name = `Race ${tag()}`;
    const results = await Promise.all(users.map((u) => setDisplayName(u.id, name)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === "taken")).toHaveLength(3);
  });
});
