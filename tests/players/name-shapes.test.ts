// Issue 35, item 8 for display names: lib/players already refuses what table talk now refuses
// (its pattern takes letters, digits, spaces, - and _, and at most 3 marks on a letter after
// NFC, which folds the first accent into the letter: 4 in all, as in talk), so a
// name can neither turn the text around it nor draw over its neighbours; these keep it so.
import { describe, expect, it } from "vitest";
import { displayNameSchema } from "@/lib/players/display-name";

describe("display names and what cannot be shown honestly", () => {
  it.each(["Ann\u202eeiv", "Ann\u202dX", "\u2067Ann", "Ann\u2069", "Ann\u200f", "Ann\u061c", "Zo" + "\u0301".repeat(5) + "e", "a" + "\u0336".repeat(999)])("refuses %j", (raw) => {
    const result = displayNameSchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/^(chars|tooLong)$/);
  });

  it.each(["Tiếng Việt", "Tiếng Việt".normalize("NFD"), "किशोर", "Zoe\u0301", "שָׁלוֹם", "مرحبا"])("takes %j", (raw) => {
    expect(displayNameSchema.parse(raw)).toBe(raw.normalize("NFC"));
  });
});
