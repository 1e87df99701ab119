"use server";
// The server action of the display name form (components/display-name-form.tsx), beside it.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { safePath } from "@/lib/auth/safe-path";
import { getUser } from "@/lib/auth/session";
import { setDisplayName } from "@/lib/players/display-name";

export type DisplayNameState = { error?: string; field?: string; saved?: string; values?: Record<string, string> };

export async function saveDisplayName(_prev: DisplayNameState, form: FormData): Promise<DisplayNameState> {
  const user = await getUser();
  if (!user) redirect("/signin");
  const raw = String(form.get("displayName") ?? "");
  const result = await setDisplayName(user.id, raw);
  if (!result.ok) return { error: result.message, field: result.field, values: { displayName: raw } };
  // The header (root layout) shows the name; layouts survive client navigation unless revalidated.
  revalidatePath("/", "layout");
  const next = form.get("next");
  if (typeof next === "string") redirect(safePath(next));
  const t = await getTranslations("displayName");
  return { saved: t("saved", { name: result.displayName }), values: { displayName: result.displayName } };
}
