"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE } from "@/lib/i18n/zone";

/**
 * Tells the server the browser's time zone (issue 33), as the language cookie tells it the
 * language: pages then say times in the reader's zone (lib/i18n/server.ts requestTimeZone), and
 * the first sign-in stores it for the mails. On a first visit the page is fetched again once, so
 * even its first times are the reader's.
 */
export function TimeZoneCookie() {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const current = document.cookie.split("; ").find((c) => c.startsWith(`${TIME_ZONE_COOKIE}=`))?.slice(TIME_ZONE_COOKIE.length + 1);
    if (current !== undefined && decodeURIComponent(current) === zone) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${TIME_ZONE_COOKIE_MAX_AGE}; samesite=lax`;
    if (current === undefined) router.refresh();
  }, [router]);
  return null;
}
