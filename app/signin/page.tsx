import { redirect } from "next/navigation";
import { connection } from "next/server";
import { safePath } from "@/lib/auth/safe-path";
import { getUser } from "@/lib/auth/session";
import { SignInForm } from "./signin-form";
import { titled } from "@/lib/i18n/metadata";

export const generateMetadata = titled("signin");

// Auth.js sends its error codes here (pages.error); say what happened in plain words.
const ERRORS: Record<string, string> = {
  Verification: "That sign-in link has expired or was already used. Ask for a new one below.",
  Configuration: "Sign-in is not available right now. Please try again later.",
  AccessDenied: "This address may not sign in.",
};

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await connection();
  const params = await searchParams;
  const next = safePath(params.next ?? params.callbackUrl);
  if (await getUser()) redirect(next);
  const error = params.error ? (ERRORS[params.error] ?? "Sign-in failed. Please try again.") : null;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">Sign in</h1>
      <p>Enter your email address and we will send you a link. No password needed.</p>
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
      <SignInForm next={next} />
    </section>
  );
}
