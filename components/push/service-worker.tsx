"use client";
// Registers the service worker (public/sw.js, issue 39) once a page has loaded: it makes Neva
// installable, shows pushes and the offline page. Renders nothing.
import { useEffect } from "react";

export function ServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
        // No service worker (a private window, an old browser): Neva works as a plain site.
      });
    };
    // After the page's load, when the browser is idle: installing fetches the offline page, which
    // should not compete with a phone's first load of the page itself (issue 38).
    // Safari has no requestIdleCallback: a second after the load instead.
    const hasIdle = typeof window.requestIdleCallback === "function";
    let idle: number | undefined;
    const whenIdle = () => {
      idle = hasIdle ? window.requestIdleCallback(register, { timeout: 3000 }) : window.setTimeout(register, 1000);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      if (idle === undefined) return;
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return null;
}
