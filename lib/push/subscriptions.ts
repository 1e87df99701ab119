// A player's push subscriptions (issue 39), one per device: POST/GET/DELETE /api/me/push. The
// endpoint is a URL the worker will call, so it is checked like a webhook (./address.ts) before
// it is stored, and again when called. An endpoint already stored (the same browser subscribing
// again, or after its player signed in as someone else) moves to the new row.
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { isRecordId } from "@/lib/input";
import { checkTargetUrl } from "./address";
import { MOST_SUBSCRIPTIONS, testEndpointsAllowed, vapidKeys } from "./config";

/** A browser's key in base64url: p256dh is a 65-byte P-256 point (87 chars), auth 16 bytes (22). */
const base64url = (min: number, max: number) =>
  z.string({ error: "missing" }).regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: "base64url" }).min(min, { error: "base64url" }).max(max, { error: "base64url" });

export const SubscriptionSchema = z.object({
  endpoint: z.string({ error: "missing" }).max(2048, { error: "pushEndpoint" }),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }, { error: "missing" }),
});

export interface SubscriptionView {
  id: string;
  createdAt: string;
  userAgent?: string;
}

/** Stores the subscription for `userId`; 400 naming the field when it is not one we may call. */
export async function addSubscription(userId: string, body: unknown, userAgent: string | null): Promise<{ id: string }> {
  const input = SubscriptionSchema.parse(body);
  const target = checkTargetUrl(input.endpoint, testEndpointsAllowed());
  if (!target.ok) throw new DomainError("invalid_request", "fieldSays", {}, { field: "endpoint", issue: { reason: "pushEndpoint" } });
  const agent = userAgent ? userAgent.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 300) : null;
  return prisma.$transaction(async (tx) => {
    // The player's row, locked: two requests at once cannot both pass the count.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
    await tx.pushSubscription.deleteMany({ where: { endpoint: input.endpoint } });
    const count = await tx.pushSubscription.count({ where: { userId } });
    if (count >= MOST_SUBSCRIPTIONS) {
      throw new DomainError("invalid_request", "fieldSays", {}, { field: "endpoint", issue: { reason: "tooManyDevices", values: { most: MOST_SUBSCRIPTIONS } } });
    }
    const row = await tx.pushSubscription.create({
      data: { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: agent },
      select: { id: true },
    });
    return { id: row.id };
  });
}

/** The player's devices, newest first, and the key their browsers subscribe with. */
export async function listSubscriptions(userId: string): Promise<{ publicKey: string | null; subscriptions: SubscriptionView[] }> {
  const rows = await prisma.pushSubscription.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: { id: true, createdAt: true, userAgent: true },
  });
  return {
    publicKey: vapidKeys()?.publicKey ?? null,
    subscriptions: rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), ...(r.userAgent ? { userAgent: r.userAgent } : {}) })),
  };
}

/** Removes one of the player's devices; 404 for an id that is not theirs (or not an id). */
export async function removeSubscription(userId: string, id: string): Promise<void> {
  if (!isRecordId(id)) throw new DomainError("not_found", "noSuchDevice");
  const { count } = await prisma.pushSubscription.deleteMany({ where: { id, userId } });
  if (count === 0) throw new DomainError("not_found", "noSuchDevice");
}
