// Signed unsubscribe/preferences links: they work without signing in, and only for the address
// they were made for. HMAC of the address with the app's secret; no expiry (a mail may be old).
import { createHmac, timingSafeEqual } from "node:crypto";
import { appUrl } from "./config";

function secret(): string {
  const value = process.env.MAIL_TOKEN_SECRET || process.env.AUTH_SECRET;
  if (!value) throw new Error("AUTH_SECRET (or MAIL_TOKEN_SECRET) is needed to sign unsubscribe links");
  return value;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function preferencesToken(email: string): string {
  return createHmac("sha256", secret()).update(`mail-preferences:${normaliseEmail(email)}`).digest("base64url");
}

export function verifyPreferencesToken(email: string, token: string): boolean {
  if (!email || !token) return false;
  const expected = Buffer.from(preferencesToken(email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The link every mail carries: the preferences page for this address, signed-in or not. */
export function preferencesUrl(email: string): string {
  const e = normaliseEmail(email);
  return `${appUrl()}/unsubscribe?email=${encodeURIComponent(e)}&token=${preferencesToken(e)}`;
}

/** RFC 8058 one-click unsubscribe target (POST), for the List-Unsubscribe header. */
export function oneClickUrl(email: string): string {
  const e = normaliseEmail(email);
  return `${appUrl()}/unsubscribe/one-click?email=${encodeURIComponent(e)}&token=${preferencesToken(e)}`;
}
