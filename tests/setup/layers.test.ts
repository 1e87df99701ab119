// Who may import whom (issue 31, docs/layers.md), read by dependency-cruiser from the source's own
// imports with the rule file every developer runs (.dependency-cruiser.cjs): rules -> domain ->
// edge -> compose, rooms inside the domain one way, and no two folders in a loop.
import path from "node:path";
import { createRequire } from "node:module";
import { cruise, type ICruiseResult, type IConfiguration } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const config = createRequire(import.meta.url)(path.join(ROOT, ".dependency-cruiser.cjs")) as IConfiguration;

async function violations(baseDir: string, roots: string[]): Promise<string[]> {
  const cwd = process.cwd();
  process.chdir(baseDir);
  try {
    // The fixtures import by relative paths: only the real source needs tsconfig's "@/" alias.
    const options = baseDir === ROOT ? config.options : { ...config.options, tsConfig: undefined };
    const result = await cruise(roots, { ...options, baseDir, ruleSet: { forbidden: config.forbidden }, validate: true });
    const output = result.output as ICruiseResult;
    return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}${v.cycle ? ` (${v.cycle.map((c) => c.name).join(" -> ")})` : ""}`);
  } finally {
    process.chdir(cwd);
  }
}

describe("the layers point one way", () => {
  it("holds for the whole source: no layer reaches up, no two folders import each other", async () => {
    expect(await violations(ROOT, ["lib", "app", "pages", "components", "emails", "i18n", "proxy.ts"])).toEqual([]);
  }, 60_000);

  it("would catch the domain wording its own errors, the rules reaching into the domain, and a loop of folders", async () => {
    const found = await violations(path.join(ROOT, "tests/fixtures/layers"), ["lib"]);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^domain-speaks-no-http-or-words: lib\/games\/refuse\.ts -> lib\/words\/refusals\.ts/),
        expect.stringMatching(/^rules-are-pure: lib\/engine\/apply\.ts -> lib\/games\/refuse\.ts/),
        expect.stringMatching(/^every-folder-one-way: lib\/(games|words) -> lib\/(words|games)/),
      ]),
    );
  }, 60_000);

  it("names every folder of lib/ in a layer (a new folder is placed on purpose)", async () => {
    const found = await violations(ROOT, ["lib"]);
    expect(found.filter((v) => v.startsWith("unknown-layer"))).toEqual([]);
  }, 60_000);
});
