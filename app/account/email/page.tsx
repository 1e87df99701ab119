import Link from "next/link";
import { connection } from "next/server";
import { maskAddress } from "@/emails/address-changed";
import { pendingChange } from "@/lib/account/email-change";
import { getUser } from "@/lib/auth";
import { serverTranslator } from "@/lib/i18n/server";
import { titled } from "@/lib/i18n/metadata";
import { ConfirmAddressForm } from "./confirm-form";

export const generateMetadata = titled("settings");

const linkStyle = "font-medium text-neva-700 underline-offset-4 hover:underline";

/**
 * Reached from the link mailed to a new address (issue 26). Opening it changes nothing: the
 * button does, so a mail scanner that follows links cannot use the link up. The page names the
 * account that would take the address (its display name, its current address masked), and only
 * that account, signed in, may confirm (issue 35): signed out, it asks to sign in and comes back.
 */
export default async function ConfirmAddressPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const [t, pending, user] = await Promise.all([serverTranslator("account"), pendingChange(token), getUser()]);
  if (!pending) {
    return (
      <section className="mx-auto flex max-w-md flex-col gap-4">
        <h1 className="text-2xl font-bold">{t("confirmTitle")}</h1>
        <p role="alert" className="text-red-700">
          {t("confirmInvalid")}
        </p>
        <Link href="/settings" className={linkStyle}>
          {t("toSettings")}
        </Link>
      </section>
    );
  }
  const who = { email: pending.newEmail, old: maskAddress(pending.oldEmail) };
  const back = `/account/email?token=${encodeURIComponent(token)}`;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("confirmTitle")}</h1>
      <p className="text-slate-700" data-testid="confirm-who">
        {pending.displayName ? t("confirmWho", { ...who, name: pending.displayName }) : t("confirmWhoNoName", who)}
      </p>
      {!user ? (
        <>
          <p className="text-slate-700">{t("confirmSignIn")}</p>
          <Link href={`/signin?next=${encodeURIComponent(back)}`} className={linkStyle}>
            {t("confirmSignInLink")}
          </Link>
        </>
      ) : user.id !== pending.userId ? (
        <p role="alert" className="text-red-700">
          {t("confirmOtherAccount")}
        </p>
      ) : (
        <>
          <p className="text-slate-700">{t("confirmQuestion", { email: pending.newEmail })}</p>
          <p className="text-sm text-slate-600">{t("confirmSignsOut")}</p>
          <ConfirmAddressForm token={token} />
        </>
      )}
    </section>
  );
}
