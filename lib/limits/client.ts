// Who is asking, for per-client limits. X-Forwarded-For is written by whoever sends the request,
// so it is believed only as far as TRUSTED_PROXY says: TRUSTED_PROXY=N means N proxies of ours
// stand in front of the app, each appending the address it saw, so the client is the N-th entry
// from the right; anything further left was written by the client and is ignored.
// Without TRUSTED_PROXY the app is reached directly: Next.js fills X-Forwarded-For with the socket
// address when the request brought none, and that (the last entry) is what we use. A client that
// sends its own header can then choose its bucket; the per-address limits still hold whatever
// it sends, and a deployment behind a proxy should set TRUSTED_PROXY.
import { isIP } from "node:net";

/** Proxies of ours in front of the app (0: none); anything but a small whole number means 0. */
export function trustedProxies(): number {
  const raw = process.env.TRUSTED_PROXY ?? "";
  if (raw === "true") return 1;
  return /^[0-9]$/.test(raw) ? Number(raw) : 0;
}

/** The client's address, or "unknown" when the header holds none we can use. */
export function clientAddress(headers: Headers): string {
  const header = headers.get("x-forwarded-for") ?? "";
  // A hostile header may be huge or hold anything: look at a bounded tail only.
  const entries = header.slice(-1024).split(",").map((s) => s.trim()).filter(Boolean);
  const hops = Math.max(1, trustedProxies());
  const candidate = entries.length >= hops ? entries[entries.length - hops] : undefined;
  if (!candidate) return "unknown";
  const address = candidate.replace(/^::ffff:/i, "").toLowerCase();
  return isIP(address) ? address : "unknown";
}
