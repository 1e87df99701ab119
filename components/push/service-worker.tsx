"use client";
// Registers the service worker (public/sw.js, issue 39) once a page has loaded: it makes Neva
// installable, shows pushes and the offline page. Renders nothing.
import { useEffect } from "react";

export function ServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // No service worker (a private window, an old browser): Neva works as a plain site.
    });
  }, []);
  return null;
}
