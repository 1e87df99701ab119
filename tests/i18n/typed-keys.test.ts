// Every message key is typed (issue 31): next-intl's AppConfig (i18n/config.d.ts) makes
// messages/en.json the shape of the catalogue, so useTranslations, getTranslations and the
// translators of lib/i18n (translatorFor, namespaceTranslator, serverTranslator) refuse a key it
// does not have. `npm run typecheck` checks this file: each `@ts-expect-error` below is a missing
// key or namespace the compiler must refuse; were keys no longer typed, the directive would be
// unused and the typecheck would fail.
import { useTranslations } from "next-intl";
import type { getTranslations } from "next-intl/server";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { translatorFor } from "@/lib/i18n/messages";
import type { serverTranslator } from "@/lib/i18n/server";
import { namespaceTranslator } from "@/lib/i18n/translate";

// The server's translators by type only (their modules want a Next.js request).
declare const serverRatings: Awaited<ReturnType<typeof getTranslations<"ratings">>>;
declare const pageMeta: Awaited<ReturnType<typeof serverTranslator<"meta">>>;

/** For the compiler only (never called): keys given to next-intl's own APIs are checked. */
export function useMissingKeysRefused() {
  const talk = useTranslations("talk");
  talk("send");
  // @ts-expect-error -- "talk" has no "noSuchKey"
  talk("noSuchKey");
  // @ts-expect-error -- no namespace "noSuchNamespace"
  useTranslations("noSuchNamespace");
  const all = useTranslations();
  all("table.phase.worker");
  // @ts-expect-error -- a built key must be a union of real keys: "table.phase" has no "harvest"
  all(`table.phase.${"harvest" as string}`);
}

/** For the compiler only (never called): the server's translators check keys alike. */
export function missingKeysRefusedOnTheServer() {
  serverRatings("rating");
  // @ts-expect-error -- "ratings" has no "noSuchKey"
  serverRatings("noSuchKey");
  pageMeta("title");
  // @ts-expect-error -- "meta" has no "noSuchKey"
  pageMeta("noSuchKey");
}

describe("typed message keys", () => {
  it("a translator outside React says the catalogue's sentences, and refuses a missing key at compile time", () => {
    expect(translatorFor("en")("talk.send")).toBe(en.talk.send);
    expect(translatorFor("en", "talk")("send")).toBe(en.talk.send);
    expect(namespaceTranslator("en", "table")("phase.worker")).toBe(en.table.phase.worker);
    const refused = () => {
      // @ts-expect-error -- "talk" has no "noSuchKey"
      translatorFor("en", "talk")("noSuchKey");
      // @ts-expect-error -- no namespace "noSuchNamespace"
      namespaceTranslator("en", "noSuchNamespace");
    };
    expect(typeof refused).toBe("function");
  });
});
