"use server";
// Settings' and the header's server actions for time away (issue 22), beside their forms: the
// same service as /api/me/away, the refusal in the reader's language.
import { revalidatePath } from "next/cache";
import { controlCharacterPath } from "@/lib/input";
import { requireUser } from "@/lib/auth/session";
import { readersRefusal } from "@/lib/words/refusals";
import { serverTranslator } from "@/lib/i18n/server";
import { comeBack, goAway } from "@/lib/services";

export type AwayFormState = { error?: string; field?: string; values?: { days: string; until: string } };

/** A whole number typed in the form, or NaN (refused with the API's sentence). */
function typedDays(raw: string): number {
  return /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
}

export async function goAwayAction(_prev: AwayFormState, form: FormData): Promise<AwayFormState> {
  const user = await requireUser("/settings");
  const days = String(form.get("days") ?? "").trim();
  const until = String(form.get("until") ?? "").trim();
  const values = { days, until };
  if (controlCharacterPath(values) !== null) return { error: (await serverTranslator("absence"))("formBad"), values };
  // Either field, as the API takes them (both or neither: its sentence says so). A bare date
  // from the date field is the start of that day (UTC), as the API reads it.
  const body: { days?: number; until?: string } = {};
  if (days !== "") body.days = typedDays(days);
  if (until !== "") body.until = until;
  try {
    await goAway(user.id, body);
  } catch (error) {
    const refusal = await readersRefusal(error);
    if (refusal) return { error: refusal.message, field: refusal.field, values };
    throw error;
  }
  revalidatePath("/", "layout");
  return {};
}

/** "I'm back": from Settings, the header or a table. */
export async function comeBackAction(): Promise<void> {
  const user = await requireUser("/settings");
  await comeBack(user.id);
  revalidatePath("/", "layout");
}
