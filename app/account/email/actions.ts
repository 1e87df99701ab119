"use server";

import { confirmEmailChange } from "@/lib/account/email-change";
import { serverTranslator } from "@/lib/i18n/server";

export type ConfirmState = { done?: string; error?: string };

/** Follows the mailed link's confirmation (a POST: mail scanners that open links change nothing). */
export async function confirmAddress(_prev: ConfirmState, form: FormData): Promise<ConfirmState> {
  const t = await serverTranslator("account");
  const result = await confirmEmailChange(String(form.get("token") ?? ""));
  if (result.ok) return { done: t("confirmDone", { email: result.email }) };
  return { error: t(result.reason === "taken" ? "confirmTaken" : "confirmInvalid") };
}
