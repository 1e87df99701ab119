"use client";
// Issue 38: "Play a practice game now", the first click. One POST /api/practice (JSON, from our own
// page: the same guard as every route that changes something) makes a guest when the reader has no
// session and starts a practice table; the page then opens that table, where the first move is the
// second click. `body` is the small form's choice (/practice); the home page sends the default.
import { useState, type FormEvent, type ReactNode } from "react";

type Outcome = { id?: string; error?: { message?: string } };

export function usePracticeStart() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async (body: Record<string, unknown>, offline: string) => {
    setPending(true);
    setError(null);
    try {
      const response = await fetch("/api/practice", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const outcome = (await response.json().catch(() => ({}))) as Outcome;
      if (response.ok && outcome.id) {
        // A whole page load, not a client navigation: the first start made this browser a guest, and
        // a client navigation would keep the layout (its menu) rendered for the signed-out reader.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a new identity needs the whole page, layout included, rendered anew (see above)
        window.location.assign(`/games/${outcome.id}`);
        return;
      }
      setError(outcome.error?.message ?? offline);
    } catch {
      setError(offline);
    }
    setPending(false);
  };
  return { pending, error, start };
}

/** The one-click door of the home page: a form whose button starts the default practice table. */
export function PlayNowButton({ label, starting, offline, className, children }: { label: string; starting: string; offline: string; className: string; children?: ReactNode }) {
  const { pending, error, start } = usePracticeStart();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) void start({}, offline);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <button type="submit" className={className} aria-disabled={pending}>
        {pending ? starting : label}
      </button>
      {children}
      <p role="status" className="text-sm text-red-800">
        {error}
      </p>
    </form>
  );
}
