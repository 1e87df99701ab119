"use client";

import { useSyncExternalStore } from "react";

// The browser's clock as an external store, for what a page shows relative to now (a move's time
// left, a chat message's delete window). Read during render it must hold still: `now` is sampled
// when a render first asks and on every tick while anything listens, and the server (and a hydrating
// page) sees null, so the server's HTML never carries a time the browser would disagree with.
const TICK_MS = 30_000;

let now: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = Date.now();
    for (const l of listeners) l();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    timer = undefined;
    // Nothing listens: the next render samples the clock afresh.
    now = null;
  };
}

const getSnapshot = () => (now ??= Date.now());
const getServerSnapshot = () => null;

/** Milliseconds since the epoch, ticking every 30 seconds; null while server-rendering and hydrating. */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
