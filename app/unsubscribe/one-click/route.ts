// RFC 8058 one-click unsubscribe (the List-Unsubscribe-Post header of every game mail): a POST
// to the signed URL turns off turn mails and reminders for that address.
import { getPrefs, savePrefs } from "@/lib/mail/prefs";
import { verifyPreferencesToken } from "@/lib/mail/tokens";

export async function POST(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const email = url.searchParams.get("email") ?? "";
  const token = url.searchParams.get("token") ?? "";
  if (!verifyPreferencesToken(email, token)) return new Response("This unsubscribe link is not valid.\n", { status: 403 });
  const current = await getPrefs(email);
  await savePrefs(email, { ...current, turnMail: "none", reminders: false });
  return new Response("Unsubscribed from turn mails and reminders.\n", { status: 200 });
}
