// DELETE /api/me { confirm: "<display name>" } (issue 26): deletes the signed-in person's account
// for good (lib/account/delete.ts). A wrong or missing confirmation is a 400 and changes nothing.
import { jsonRoute } from "@/lib/api/route";
import { readJsonBody } from "@/lib/api/json-body";
import { requireApiUser } from "@/lib/auth";
import { deleteAccount } from "@/lib/account/delete";

export const dynamic = "force-dynamic";

export const DELETE = jsonRoute(async (request: Request) => {
  const user = await requireApiUser();
  const body = await readJsonBody(request);
  const confirm = body !== null && typeof body === "object" ? (body as Record<string, unknown>).confirm : undefined;
  const { games } = await deleteAccount(user.id, confirm);
  // The session row went with the account; the cookie now names nothing.
  return Response.json({ deleted: true, games }, { status: 200 });
});
