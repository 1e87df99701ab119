// Shared by the table-talk tests: the chat routes called as the app calls them (real Request
// objects, the mocked session of tests/games/auth-mock.ts), with any headers.
import type { SessionUser } from "@/lib/auth/session";
import * as chatRoute from "@/app/api/games/[id]/chat/route";
import { signInAs } from "../games/auth-mock";
import { call, type Reply } from "../games/helpers";

export const say = (as: SessionUser | null, id: string, body: unknown): Promise<Reply> => call(chatRoute.POST, { as, id, body });
export const sayRaw = (as: SessionUser | null, id: string, raw: string): Promise<Reply> => call(chatRoute.POST, { as, id, raw });
export const read = (as: SessionUser | null, id: string, query = ""): Promise<Reply> =>
  call(chatRoute.GET, { as, id, path: `/api/games/${id}/chat${query}` });

/** A POST with headers of our choosing (origin, content type). */
export async function postWith(as: SessionUser, id: string, headers: Record<string, string>, body: string): Promise<Reply> {
  signInAs(as);
  const response = await chatRoute.POST(new Request(`http://localhost/api/games/${id}/chat`, { method: "POST", headers, body }), {
    params: Promise.resolve({ id }),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}
