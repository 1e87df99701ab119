"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { ShuffleCheck } from "@/lib/history/shuffle";

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The shuffle commitment and, once the game is over, the seed with the server's checks and a
 * button that recomputes the hash in the browser (so the check does not rest on our word).
 */
export function ShufflePanel({ seedHash, seed, check }: { seedHash: string; seed: string | null; check: ShuffleCheck | null }) {
  const t = useTranslations("history.shuffle");
  const [local, setLocal] = useState<string | null>(null);
  const mark = (ok: boolean | null) => (ok === null ? t("notChecked") : ok ? t("yes") : t("no"));
  return (
    <section aria-labelledby="shuffle-title" className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3 text-sm" data-testid="shuffle">
      <h2 id="shuffle-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p>
        {t("commitment")}{" "}
        <code className="break-all" translate="no" data-testid="seed-hash">{seedHash}</code>
      </p>
      {seed === null ? (
        <p className="text-slate-700">{t("secret")}</p>
      ) : (
        <>
          <p>
            {t("seed")} <code className="break-all" translate="no" data-testid="seed">{seed}</code>
          </p>
          {check && (
            <ul className="list-inside list-disc" data-testid="shuffle-check" data-ok={check.ok}>
              <li>{t("hashMatches", { mark: mark(check.hashMatches) })}</li>
              <li>{t("pilesMatch", { mark: mark(check.pilesMatch) })}</li>
              <li>{t("tokensMatch", { mark: mark(check.tokensMatch) })}</li>
              <li>{t("seatOrderMatches", { mark: mark(check.seatOrderMatches) })}</li>
            </ul>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="rounded-md border border-slate-400 px-3 py-1.5 font-medium hover:bg-slate-50"
              onClick={async () => setLocal((await sha256(seed)) === seedHash ? "match" : "mismatch")}
            >
              {t("checkHere")}
            </button>
            {local && (
              <span role="status" data-testid="local-check">
                {local === "match" ? t("agrees") : t("mismatch")}
              </span>
            )}
          </div>
          {/* The check from the command line is for developers: docs/game-record.md, never the page (issue 34). */}
          <p className="text-slate-700">{t("verify")}</p>
        </>
      )}
    </section>
  );
}
