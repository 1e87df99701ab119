"use server";

import { AuthError } from "next-auth";
import { redirect } from "next/navigation";
import { z } from "zod";
import { signIn, signOut } from "@/lib/auth/config";
import { safePath } from "@/lib/auth/safe-path";
import { underSignInLimits } from "@/lib/mail/sign-in";

export type FormState = { error?: string; field?: string; saved?: string; values?: Record<string, string> };

const emailSchema = z.email({ error: "Enter a valid email address." }).max(254, "That address is too long.");

export async function requestSignIn(_prev: FormState, form: FormData): Promise<FormState> {
  const raw = String(form.get("email") ?? "").trim();
  const parsed = emailSchema.safeParse(raw);
  if (!parsed.success) return { error: parsed.error.issues[0].message, field: "email", values: { email: raw } };
  const next = safePath(String(form.get("next") ?? ""));
  try {
    // Redirects to /signin/check-email once the mail is sent; /welcome asks new players for a
    // name and sends everyone else straight on to `next`.
    const { refusal } = await underSignInLimits(() =>
      signIn("nodemailer", { email: parsed.data.toLowerCase(), redirectTo: `/welcome?next=${encodeURIComponent(next)}` }),
    );
    // Over a rate limit no mail went out: say so plainly ("we sent you a link 2 minutes ago").
    if (refusal) return { error: refusal.message, values: { email: raw } };
  } catch (error) {
    if (error instanceof AuthError) {
      console.error("sign-in mail failed:", error.cause ?? error);
      return { error: "We could not send the sign-in mail. Please try again in a moment.", values: { email: raw } };
    }
    throw error;
  }
  return {};
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/" });
}
