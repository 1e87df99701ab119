"use client";

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
export function ShufflePanel({ seedHash, seed, check, gameId }: { seedHash: string; seed: string | null; check: ShuffleCheck | null; gameId: string }) {
  const [local, setLocal] = useState<string | null>(null);
  const mark = (ok: boolean | null) => (ok === null ? "not checked" : ok ? "yes" : "NO");
  return (
    <section aria-labelledby="shuffle-title" className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3 text-sm" data-testid="shuffle">
      <h2 id="shuffle-title" className="text-lg font-semibold">
        Fair shuffle
      </h2>
      <p>
        Commitment published when the game started (SHA-256 of the secret seed):{" "}
        <code className="break-all" data-testid="seed-hash">{seedHash}</code>
      </p>
      {seed === null ? (
        <p className="text-slate-700">The seed stays secret until the game is over; then it is shown here and anyone can check it.</p>
      ) : (
        <>
          <p>
            Seed: <code className="break-all" data-testid="seed">{seed}</code>
          </p>
          {check && (
            <ul className="list-inside list-disc" data-testid="shuffle-check" data-ok={check.ok}>
              <li>The seed’s SHA-256 is the commitment: {mark(check.hashMatches)}</li>
              <li>The seed deals the draw piles the game used: {mark(check.pilesMatch)}</li>
              <li>The seed gives out the start tokens as the game did: {mark(check.tokensMatch)}</li>
              <li>The seed draws the seat order the game used: {mark(check.seatOrderMatches)}</li>
            </ul>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="rounded-md border border-slate-400 px-3 py-1.5 font-medium hover:bg-slate-50"
              onClick={async () => setLocal((await sha256(seed)) === seedHash ? "match" : "mismatch")}
            >
              Check the hash in this browser
            </button>
            {local && (
              <span role="status" data-testid="local-check">
                {local === "match" ? "Your browser agrees: the seed matches the commitment." : "Mismatch: the seed does not match the commitment!"}
              </span>
            )}
          </div>
          <p className="text-slate-700">
            To check the piles yourself, download the game record and run{" "}
            <code>npm run --silent game -- verify neva-{gameId}.json</code>.
          </p>
        </>
      )}
    </section>
  );
}
