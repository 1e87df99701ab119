"use client";

// The root layout reads the session, so a database lost mid-request can fail it too; this page
// replaces the whole document then (see app/error.tsx for the others).
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", maxWidth: "40rem", margin: "4rem auto", padding: "0 1rem" }}>
        <h1>Neva is briefly unavailable</h1>
        <p>This page could not be shown just now. Your games and moves are safe; please try again in a minute.</p>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}
