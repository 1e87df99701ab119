"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE } from "@/lib/i18n/zone-cookie";

/** Writes the browser's zone into the cookie; says whether the browser had none before. */
function writeZone(): { first: boolean } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return { first: false };
  const current = document.cookie.split("; ").find((c) => c.startsWith(`${TIME_ZONE_COOKIE}=`))?.slice(TIME_ZONE_COOKIE.length + 1);
  if (current !== undefined && decodeURIComponent(current) === zone) return { first: false };
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${TIME_ZONE_COOKIE_MAX_AGE}; samesite=lax`;
  return { first: current === undefined };
}

const FIRST_TOUCH = ["pointerdown", "keydown"] as const;

/**
 * Tells the server the browser's time zone (issue 33), as the language cookie tells it the
 * language: pages then say times in the reader's zone (lib/i18n/server.ts requestTimeZone), and
 * the first sign-in stores it for the mails.
 *
 * A page that says a time in a zone (marked `data-zoned`) writes it at once, and on a first visit
 * is fetched again, so even its first times are the reader's. Any other page (the home page a
 * newcomer lands on) writes it at the reader's first touch or key, before any form of theirs is
 * sent, or when the page is left: Intl's first call costs a phone tens of milliseconds, and a
 * second render of the page more (issue 38: the home page's load must stay light).
 */
export function TimeZoneCookie() {
  const router = useRouter();
  useEffect(() => {
    if (document.querySelector("[data-zoned]")) {
      if (writeZone().first) router.refresh();
      return;
    }
    const later = () => {
      stop();
      writeZone();
    };
    const onHidden = () => document.visibilityState === "hidden" && later();
    function stop() {
      for (const kind of FIRST_TOUCH) window.removeEventListener(kind, later, true);
      document.removeEventListener("visibilitychange", onHidden);
    }
    for (const kind of FIRST_TOUCH) window.addEventListener(kind, later, { capture: true, passive: true });
    document.addEventListener("visibilitychange", onHidden);
    return stop;
  }, [router]);
  return null;
}
