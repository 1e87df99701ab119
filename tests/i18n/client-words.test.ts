// Issue 38: the root layout gives the browser no catalogue (the home page a newcomer lands on stays
// light), so every other section of the site must give its own client components theirs: each
// top-level folder of app/ that holds a page has a layout that is ClientWordsLayout
// (components/client-words.tsx). A folder without one would show its client components' keys
// instead of words; this test names it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

function holdsPage(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some((e) => (e.isDirectory() ? holdsPage(path.join(dir, e.name)) : e.name === "page.tsx"));
}

/** The top-level folders of `app` with a page and without a layout that gives its words. */
function sectionsWithoutWords(app: string): string[] {
  return readdirSync(app, { withFileTypes: true })
    .filter((e) => e.isDirectory() && holdsPage(path.join(app, e.name)))
    .map((e) => e.name)
    .filter((name) => {
      const layout = path.join(app, name, "layout.tsx");
      return !existsSync(layout) || !/\bClientWordsLayout\b/.test(readFileSync(layout, "utf8"));
    });
}

describe("every section gives its client components their words (components/client-words.tsx)", () => {
  it("each top-level folder of app/ with a page has a ClientWordsLayout", () => {
    expect(sectionsWithoutWords(path.resolve("app"))).toEqual([]);
  });

  it("the root layout and the home page give the browser no catalogue", () => {
    for (const file of ["app/layout.tsx", "app/page.tsx"]) expect(readFileSync(file, "utf8"), file).not.toMatch(/NextIntlClientProvider|ClientWords/);
  });

  it("names a section that lacks its layout (the check can fail)", () => {
    const app = mkdtempSync(path.join(tmpdir(), "neva-app-"));
    for (const [dir, layout] of [
      ["lobby", "export { ClientWordsLayout as default } from \"@/components/client-words\";\n"],
      ["cards", null],
      ["games/[id]", null],
      ["api/games", null],
    ] as const) {
      mkdirSync(path.join(app, dir), { recursive: true });
      if (!dir.startsWith("api")) writeFileSync(path.join(app, dir, "page.tsx"), "export default function P() { return null; }\n");
      if (layout) writeFileSync(path.join(app, dir, "layout.tsx"), layout);
    }
    expect(sectionsWithoutWords(app).sort()).toEqual(["cards", "games"]);
  });
});
