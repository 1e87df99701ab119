"use server";

import { confirmEmailChange } from "@/lib/account/email-change";
import { getUser, requireSessionRef } from "@/lib/auth";
import { serverTranslator } from "@/lib/i18n/server";

export type ConfirmState = { done?: string; error?: string };

/**
 * Follows the mailed link's confirmation (a POST: mail scanners that open links change nothing),
 * for the signed-in account that asked for the change only (issue 35); its other browsers are
 * signed out.
 */
export async function confirmAddress(_prev: ConfirmState, form: FormData): Promise<ConfirmState> {
  const t = await serverTranslator("account");
  const user = await getUser();
  const session = user ? await requireSessionRef().catch(() => null) : null;
  const result = await confirmEmailChange(String(form.get("token") ?? ""), { userId: user?.id ?? null, sessionToken: session?.sessionToken ?? null });
  if (result.ok) return { done: t("confirmDone", { email: result.email }) };
  const error = { taken: "confirmTaken", invalid: "confirmInvalid", signedOut: "confirmSignIn", otherAccount: "confirmOtherAccount" } as const;
  return { error: t(error[result.reason]) };
}
