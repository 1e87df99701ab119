// Neva's service worker (issue 39): what makes Neva installable, shows web pushes, opens the
// table on a click, and shows the offline page when a page cannot be reached. Hand-written, not
// Serwist: Serwist's worth is precaching the build's assets and runtime caching, and Neva wants
// neither (no offline play; a cached page of a game or of a signed-in player would be out of date
// or someone else's). What is left is these few handlers (docs/push.md says more).
const OFFLINE_CACHE = "neva-offline-v1";
const OFFLINE_URL = "/offline";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload", credentials: "omit" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== OFFLINE_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// Pages come from the network, always; only when it fails does the offline page answer.
self.addEventListener("fetch", (event) => {
  if (event.request.mode !== "navigate") return;
  event.respondWith(fetch(event.request).catch(() => caches.match(OFFLINE_URL).then((page) => page || Response.error())));
});

// The worker's push (lib/pusher/send-push.ts): { title, body, url, tag, kind }. The tag is the
// game's, so a newer notice about a table replaces the older one.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: "Neva", body: event.data ? event.data.text() : "" };
  }
  const url = typeof data.url === "string" ? data.url : "/";
  event.waitUntil(
    self.registration.showNotification(data.title || "Neva", {
      body: data.body || "",
      tag: data.tag || undefined,
      renotify: Boolean(data.tag),
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url },
    }),
  );
});

// A click opens the table, or focuses a tab that already shows it. Only our own origin's links.
function openFrom(notification) {
  notification.close();
  const raw = (notification.data && notification.data.url) || "/";
  const target = new URL(raw, self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + "/";
  return self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
    const open = windows.find((w) => w.url.split("#")[0] === url);
    if (open) return open.focus();
    return self.clients.openWindow(url);
  });
}

self.addEventListener("notificationclick", (event) => {
  event.waitUntil(openFrom(event.notification));
});
