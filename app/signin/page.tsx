import { redirect } from "next/navigation";
import { connection } from "next/server";
import { requestLocale, serverTranslator } from "@/lib/i18n/server";
import { safePath } from "@/lib/auth/safe-path";
import { getUser } from "@/lib/auth/session";
import { SignInForm } from "./signin-form";
import { invitationContext, invitationIn } from "@/lib/games/invitations";
import { titled } from "@/lib/i18n/metadata";

export const generateMetadata = titled("signin");

// Auth.js sends its error codes here (pages.error); say what happened in plain words (signin.error<Code>).
/** Auth.js's error codes this page words itself (`signin.error<code>`); any other is `errorOther`. */
const ERRORS = ["Verification", "Configuration", "AccessDenied"] as const;

function isKnownError(code: string): code is (typeof ERRORS)[number] {
  return (ERRORS as readonly string[]).includes(code);
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await connection();
  const params = await searchParams;
  const next = safePath(params.next ?? params.callbackUrl);
  // A guest (issue 38) signs in from here: its games come along (lib/guests/adopt.ts).
  const user = await getUser();
  if (user && !user.guest) redirect(next);
  // Arriving from a personal invitation link: who invited, and the address it went to (else nothing).
  const invitation = invitationIn(next);
  const [t, locale, context] = await Promise.all([
    serverTranslator("signin"),
    requestLocale(),
    invitation ? invitationContext(invitation.gameId, invitation.token) : null,
  ]);
  const error = params.error ? t(isKnownError(params.error) ? `error${params.error}` : "errorOther") : null;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      {context ? (
        <div className="flex flex-col gap-1 rounded-md border border-neva-100 bg-white p-3" data-testid="invitation">
          <p className="font-semibold">{t("invitedTitle", { name: context.inviter })}</p>
          <p>{t("invitedIntro")}</p>
        </div>
      ) : (
        <p>{t("intro")}</p>
      )}
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
      {/* The form carries the page's language: a first sign-in stores it on the new player. */}
      <SignInForm next={next} locale={locale} email={context?.email} />
    </section>
  );
}
