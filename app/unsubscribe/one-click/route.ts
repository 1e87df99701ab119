// RFC 8058 one-click unsubscribe (the List-Unsubscribe-Post header of every game mail): a POST
// to the signed URL turns off turn mails and reminders for that address.
//
// Deliberately exempt from the cross-site guard of the JSON routes (lib/api/request-guard.ts):
// mail providers send this POST from their own servers or from the webmail page, i.e. from
// another origin, as a form (`List-Unsubscribe=One-Click`), and the RFC forbids asking for
// anything more. It needs no session: the HMAC token in the URL, which only the recipient of our
// mail has, is what authorises it, and all it can do is switch that one address's mail off.
// The token never expires, so it outlives a deleted account (issue 35): an address no account
// signs in with answers 404 and writes nothing, so no preferences wait there for a new account.
import { saveAccountPrefs } from "@/lib/mail/prefs";
import { serverTranslator } from "@/lib/i18n/server";
import { verifyPreferencesToken } from "@/lib/mail/tokens";

/** An address is at most 254 characters, our token 43; the body is one short form field. */
const MAX_PARAM = 512;
const MAX_BODY = 1024;

const reply = (status: number, text: string) => new Response(`${text}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/** True when the body carries RFC 8058's `List-Unsubscribe=One-Click` (form-encoded or multipart). */
async function isOneClickBody(request: Request): Promise<boolean> {
  if (Number(request.headers.get("content-length")) > MAX_BODY) return false;
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  try {
    if (type.startsWith("multipart/form-data")) return (await request.formData()).get("List-Unsubscribe") === "One-Click";
    const text = await request.text();
    return text.length <= MAX_BODY && new URLSearchParams(text.trim()).get("List-Unsubscribe") === "One-Click";
  } catch {
    return false;
  }
}

export async function POST(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const email = url.searchParams.get("email") ?? "";
  const token = url.searchParams.get("token") ?? "";
  if (email.length > MAX_PARAM || token.length > MAX_PARAM || !verifyPreferencesToken(email, token)) {
    return reply(403, "This unsubscribe link is not valid.");
  }
  if (!(await isOneClickBody(request))) return reply(400, "A one-click unsubscribe request carries List-Unsubscribe=One-Click (RFC 8058).");
  const saved = await saveAccountPrefs(email, (current) => ({ ...current, turnMail: "none", reminders: false }));
  if (!saved) return reply(404, (await serverTranslator("unsubscribe"))("noAccount"));
  return reply(200, "Unsubscribed from turn mails and reminders.");
}
