"use server";

import { AuthError } from "next-auth";
import { serverTranslator } from "@/lib/i18n/server";
import { z } from "zod";
import { signIn, signOut } from "@/lib/auth/config";
import { safePath } from "@/lib/auth/safe-path";
import { isLocale } from "@/lib/i18n/locales";
import { underSignInLimits } from "@/lib/mail/sign-in";
import { readersRefusal } from "@/lib/words/refusals";
// This process sends a mail the reader waits for at once (lib/mail/deliver asks lib/mailer).
import "@/lib/mailer/worker";

export type FormState = { error?: string; field?: string; saved?: string; values?: Record<string, string> };

export async function requestSignIn(_prev: FormState, form: FormData): Promise<FormState> {
  const t = await serverTranslator("signin");
  const emailSchema = z.email({ error: t("invalidEmail") }).max(254, t("tooLong"));
  const raw = String(form.get("email") ?? "").trim();
  const parsed = emailSchema.safeParse(raw);
  if (!parsed.success) return { error: parsed.error.issues[0].message, field: "email", values: { email: raw } };
  const next = safePath(String(form.get("next") ?? ""));
  // The language of the page the form was on, for /welcome to store at a first sign-in.
  const locale = form.get("locale");
  const lang = isLocale(locale) ? `&lang=${locale}` : "";
  try {
    // Redirects to /signin/check-email once the mail is sent; /welcome asks new players for a
    // name and sends everyone else straight on to `next`.
    const { refusal } = await underSignInLimits(() =>
      signIn("nodemailer", { email: parsed.data.toLowerCase(), redirectTo: `/welcome?next=${encodeURIComponent(next)}${lang}` }),
    );
    // Over a rate limit no mail went out: say so plainly ("we sent you a link 2 minutes ago").
    if (refusal) return { error: (await readersRefusal(refusal))!.message, values: { email: raw } };
  } catch (error) {
    if (error instanceof AuthError) {
      console.error("sign-in mail failed:", error.cause ?? error);
      return { error: t("sendFailed"), values: { email: raw } };
    }
    throw error;
  }
  return {};
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/" });
}
