import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { displayNameSchema, setDisplayName } from "@/lib/players/display-name";

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
  ])("accepts %j as %j", (raw, expected) => {
    expect(displayNameSchema.parse(raw)).toBe(expected);
  });

  it.each([
    ["ab", "at least 3"],
    ["x".repeat(25), "at most 24"],
    ["Ada!", "letters, digits"],
    ["<script>", "letters, digits"],
    ["   ", "at least 3"],
  ])("rejects %j", (raw, message) => {
    const result = displayNameSchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toContain(message);
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

  it("explains an invalid name and leaves the old one", async () => {
    const user = await newUser();
    const result = await setDisplayName(user.id, "no!");
    expect(result).toMatchObject({ ok: false, code: "invalid", field: "displayName" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).displayName).toBeNull();
  });

  it("refuses a name someone else has, whatever the case", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const name = `Boris ${tag()}`;
    await setDisplayName(a.id, name);
    for (const attempt of [name, name.toUpperCase()]) {
      const result = await setDisplayName(b.id, attempt);
      expect(result).toMatchObject({ ok: false, code: "taken", field: "displayName" });
      if (!result.ok) expect(result.message).toContain("already taken");
    }
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
