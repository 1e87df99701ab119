// Auth.js's sign-in mail, through the outbox like every other mail: queued, then sent at once
// by this process if it can (so the link arrives in seconds); if the mail server is down the
// worker retries it. The link is a credential: the row drops it once sent.
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { enqueueMail } from "./outbox";
import { deliverNow } from "./worker";

export async function queueSignInMail(to: string, url: string, expiresInHours: number): Promise<void> {
  const id = await enqueueMail(prisma, {
    kind: "sign_in",
    to,
    dedupeKey: `signin:${createHash("sha256").update(url).digest("hex")}`,
    payload: { url, expiresInHours },
  });
  if (!id) return;
  try {
    await deliverNow(id);
  } catch (error) {
    console.error(`[mail] sign-in mail queued, first attempt failed: ${(error as Error).message}`);
  }
}
