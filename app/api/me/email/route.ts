// POST /api/me/email { email } (issue 26): mails a confirmation link to the new address; the
// address changes only when it is followed (app/account/email). 202: the link is on its way.
import { jsonRoute } from "@/lib/api/route";
import { readJsonBody } from "@/lib/api/json-body";
import { requireApiMember } from "@/lib/auth";
import { requestEmailChange } from "@/lib/account/email-change";
// This process sends a mail the reader waits for at once (lib/mail/deliver asks lib/mailer).
import "@/lib/mailer/worker";

export const dynamic = "force-dynamic";

export const POST = jsonRoute(async (request: Request) => {
  const user = await requireApiMember(); // issue 38: not for guests
  const body = await readJsonBody(request);
  const email = body !== null && typeof body === "object" ? (body as Record<string, unknown>).email : undefined;
  const { sentTo, expires } = await requestEmailChange(user, email);
  return Response.json({ sentTo, expires: expires.toISOString() }, { status: 202 });
});
