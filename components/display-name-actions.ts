"use server";
// The server action of the display name form (components/display-name-form.tsx), beside it.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { serverTranslator } from "@/lib/i18n/server";
import { safePath } from "@/lib/auth/safe-path";
import { getUser } from "@/lib/auth/session";
import { displayNameSchema, setDisplayName, type DisplayNameResult } from "@/lib/players/display-name";

/**
 * The refusal in the reader's language. lib/players says why in English (its API callers read
 * that); here the same rule is asked again for which one failed, and a taken name's quoted names
 * are read back from the sentence (the only place they are given).
 */
async function refusal(raw: string, result: Extract<DisplayNameResult, { ok: false }>): Promise<string> {
  const t = await serverTranslator("displayName");
  if (result.code === "taken") {
    const [name = raw, other] = [...result.message.matchAll(/“([^”]*)”/g)].map((m) => m[1]);
    return other ? t("lookalike", { name, other }) : t("taken", { name });
  }
  const issue = displayNameSchema.safeParse(raw).error?.issues[0];
  if (issue?.code === "too_small") return t(issue.minimum === 1 ? "required" : "tooShort");
  if (issue?.code === "too_big") return t("tooLong");
  if (issue?.code === "invalid_format") return t("chars");
  return issue ? t("required") : result.message;
}

export type DisplayNameState = { error?: string; field?: string; saved?: string; values?: Record<string, string> };

export async function saveDisplayName(_prev: DisplayNameState, form: FormData): Promise<DisplayNameState> {
  const user = await getUser();
  if (!user) redirect("/signin");
  const raw = String(form.get("displayName") ?? "");
  const result = await setDisplayName(user.id, raw);
  if (!result.ok) return { error: await refusal(raw, result), field: result.field, values: { displayName: raw } };
  // The header (root layout) shows the name; layouts survive client navigation unless revalidated.
  revalidatePath("/", "layout");
  const next = form.get("next");
  if (typeof next === "string") redirect(safePath(next));
  const t = await serverTranslator("displayName");
  return { saved: t("saved", { name: result.displayName }), values: { displayName: result.displayName } };
}
