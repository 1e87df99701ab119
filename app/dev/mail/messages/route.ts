import { connection } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { listMail, mailSinkDir } from "@/lib/mailer/mailbox";

/** JSON list of the mails the local sink received (newest first), `?to=` filters by recipient. */
export async function GET(request: Request) {
  await connection();
  const dir = mailSinkDir();
  if (!dir) return errorResponse(404, "not_found", "No local mail sink is running.");
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  return Response.json({ mails: await listMail(dir, { to }) });
}
