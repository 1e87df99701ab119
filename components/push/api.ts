// The Settings' calls of /api/me/push and /api/me/webhook (issue 39, docs/push.md): JSON both
// ways; a refusal's sentence (already in the reader's language) is thrown as the error's message.
export async function callJson<T = unknown>(url: string, method: string, body?: unknown): Promise<T | null> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return null;
  const json = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  if (!response.ok) throw new Error(json?.error?.message ?? `HTTP ${response.status}`);
  return json;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Which of the player's subscriptions is this browser's (set when it subscribed here). */
export const THIS_DEVICE_KEY = "neva-push-subscription";

/** Where this browser remembers that it was offered push once (issue 39: offered once, not again). */
export const OFFERED_KEY = "neva-push-offered";

/** Can this browser take pushes at all (a service worker, the Push API, notifications)? */
export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

export class PushDenied extends Error {}

/**
 * Asks for permission, subscribes this browser with the server's VAPID key through the service
 * worker (public/sw.js) and stores the subscription (POST /api/me/push); remembers its id as this
 * device's. Throws PushDenied when the person (or the browser) says no.
 */
export async function subscribeThisDevice(publicKey: string): Promise<string> {
  if ((await Notification.requestPermission()) !== "granted") throw new PushDenied();
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  const created = await callJson<{ id: string }>("/api/me/push", "POST", { endpoint: json.endpoint, keys: json.keys });
  localStorage.setItem(THIS_DEVICE_KEY, created!.id);
  return created!.id;
}

/** The table's own move was accepted (use-live-game): the push offer listens for it. */
export const MOVED_EVENT = "neva:moved";
export interface MovedDetail {
  gameId: string;
  /** After the move the game waits for a person other than the mover. */
  waitsForOthers: boolean;
}

export function announceMove(detail: MovedDetail): void {
  window.dispatchEvent(new CustomEvent<MovedDetail>(MOVED_EVENT, { detail }));
}
