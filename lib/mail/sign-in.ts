// Auth.js's sign-in mail, through the outbox like every other mail: queued, then sent at once
// by this process if it can (so the link arrives in seconds); if the mail server is down the
// worker retries it. The link is a credential: the row drops it once sent.
//
// Rate limits are applied here, the one place every way of asking for a link passes through, so
// nobody can mail-bomb an address through us. Over a limit the mail is simply not queued; the
// caller learns why through `underSignInLimits` (our form shows the sentence, the Auth.js route
// answers 429). Throwing instead would race Auth.js, which starts this call and awaits it later.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { clientAddress } from "@/lib/limits/client";
import { DomainError } from "@/lib/errors";
import { consume, refusedSaying } from "@/lib/limits";
import { isGuestAddress } from "@/lib/guests/rules";
import { LOCALE_COOKIE } from "@/lib/players/locale-cookie";
import { deliverNow } from "./deliver";
import { enqueueMail } from "./outbox";

/** Counts one sign-in link for this address and client; throws a DomainError "rate_limited" (429) when over a limit. */
export async function limitSignIn(to: string, headers: Headers): Promise<void> {
  const client = await consume("signin_client", clientAddress(headers));
  if (client) throw refusedSaying(client, "signInClient", {}, { wait: client.msBeforeNext });
  const burst = await consume("signin_address_burst", to);
  if (burst) {
    const sent = burst.rule.seconds * 1000 - burst.msBeforeNext;
    throw sent < 60_000
      ? refusedSaying(burst, "signInBurstJustNow", {}, { wait: burst.msBeforeNext })
      : refusedSaying(burst, "signInBurst", {}, { sent, wait: burst.msBeforeNext });
  }
  const hourly = await consume("signin_address", to);
  if (hourly) throw refusedSaying(hourly, "signInHourly", { points: hourly.rule.points }, { wait: hourly.msBeforeNext });
}

/** A sign-in link refused by a rate limit (see limitSignIn). */
type RateLimited = DomainError & { code: "rate_limited" };

const isRateLimited = (error: unknown): error is RateLimited => error instanceof DomainError && error.code === "rate_limited";

const attempt = new AsyncLocalStorage<{ refusal?: RateLimited }>();

/**
 * Runs `signIn` (a call into Auth.js) and reports a sign-in mail refused by a rate limit, even
 * when `signIn` ends by throwing (Next.js redirects throw).
 */
export async function underSignInLimits<T>(signIn: () => Promise<T>): Promise<{ refusal: RateLimited } | { refusal: null; result: T }> {
  const store: { refusal?: RateLimited } = {};
  try {
    const result = await attempt.run(store, signIn);
    return store.refusal ? { refusal: store.refusal } : { refusal: null, result };
  } catch (error) {
    if (store.refusal) return { refusal: store.refusal };
    throw error;
  }
}

/**
 * The language of the page the link was asked for from: our sign-in form sends the link to
 * /welcome?…&lang=xx (app/account/actions.ts), and Auth.js carries that as the link's callbackUrl.
 * Null for a link asked for elsewhere (the mail then speaks the address's stored language). Only
 * its shape is checked here: the mail's composer (lib/mailer) takes it when it is one of ours.
 */
export function linkLocale(url: string): string | null {
  try {
    const link = new URL(url);
    const callback = link.searchParams.get("callbackUrl");
    if (!callback) return null;
    const lang = new URL(callback, link.origin).searchParams.get("lang");
    return lang !== null && /^[a-z]{2}(-[A-Z]{2})?$/.test(lang) ? lang : null;
  } catch {
    return null;
  }
}

/**
 * What the request said of its language, kept as data: the language cookie's value and the
 * Accept-Language header, both capped (the composer in lib/mailer chooses from them, issue 33).
 * Never the rest of the Cookie header: a session token has no place in the outbox.
 */
function askedLanguage(headers: Headers): { cookie: string | null; acceptLanguage: string | null } {
  let cookie: string | null = null;
  for (const part of (headers.get("cookie") ?? "").slice(0, 8000).split(";")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === LOCALE_COOKIE && value) cookie = value.slice(0, 16);
  }
  return { cookie, acceptLanguage: headers.get("accept-language")?.slice(0, 256) ?? null };
}

/**
 * Queues the sign-in link. The mail speaks the language of the page the link was asked for from
 * (linkLocale), else the language the request named (its cookie, else Accept-Language: `asked`),
 * else the address's stored language; the composer (lib/mailer/kinds/sign-in-link.ts) chooses.
 */
export async function queueSignInMail(to: string, url: string, expiresInHours: number, headers: Headers = new Headers()): Promise<void> {
  // Issue 38: a guest's placeholder address (reserved `.invalid`) is nobody's: no mail, no link.
  if (isGuestAddress(to)) return;
  try {
    await limitSignIn(to.toLowerCase(), headers);
  } catch (error) {
    if (!isRateLimited(error)) throw error;
    const store = attempt.getStore();
    if (store) store.refusal = error;
    else console.warn(`[mail] sign-in mail not sent: ${error.message}`);
    return;
  }
  const id = await enqueueMail(prisma, {
    kind: "sign_in",
    to,
    dedupeKey: `signin:${createHash("sha256").update(url).digest("hex")}`,
    // Data, not words: the worker renders the mail in this language when it sends it.
    payload: { url, expiresInHours, locale: linkLocale(url), asked: askedLanguage(headers) },
  });
  if (!id) return;
  try {
    await deliverNow(id);
  } catch (error) {
    console.error(`[mail] sign-in mail queued, first attempt failed: ${(error as Error).message}`);
  }
}
