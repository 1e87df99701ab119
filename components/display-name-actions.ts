"use server";
// The server action of the display name form (components/display-name-form.tsx), beside it.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { serverTranslator } from "@/lib/i18n/server";
import { safePath } from "@/lib/auth/safe-path";
import { getUser } from "@/lib/auth/session";
import { setDisplayName } from "@/lib/players/display-name";

export type DisplayNameState = { error?: string; field?: string; saved?: string; values?: Record<string, string> };

export async function saveDisplayName(_prev: DisplayNameState, form: FormData): Promise<DisplayNameState> {
  const user = await getUser();
  if (!user) redirect("/signin");
  const raw = String(form.get("displayName") ?? "");
  const result = await setDisplayName(user.id, raw);
  const t = await serverTranslator("displayName");
  if (!result.ok) {
    const { name = raw, other = "" } = result.values;
    return { error: t(result.reason, { name, other }), field: result.field, values: { displayName: raw } };
  }
  // The header (root layout) shows the name; layouts survive client navigation unless revalidated.
  revalidatePath("/", "layout");
  const next = form.get("next");
  if (typeof next === "string") redirect(safePath(next));
  return { saved: t("saved", { name: result.displayName }), values: { displayName: result.displayName } };
}
