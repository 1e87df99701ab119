"use client";

// Shown when a page fails after it started. The usual cause is a database that went away in
// the middle of the request (proxy.ts answers 503 for every request while it stays away).
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">Neva is briefly unavailable</h1>
      <p>This page could not be shown just now. Your games and moves are safe; please try again in a minute.</p>
      <p>
        <button type="button" onClick={reset} className="rounded-md bg-neva-600 px-3 py-1.5 font-semibold text-white hover:bg-neva-700">
          Try again
        </button>
      </p>
    </section>
  );
}
