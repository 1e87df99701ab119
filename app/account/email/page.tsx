import Link from "next/link";
import { connection } from "next/server";
import { pendingChange } from "@/lib/account/email-change";
import { serverTranslator } from "@/lib/i18n/server";
import { titled } from "@/lib/i18n/metadata";
import { ConfirmAddressForm } from "./confirm-form";

export const generateMetadata = titled("settings");

/**
 * Reached from the link mailed to a new address (issue 26). Opening it changes nothing: the
 * button does, so a mail scanner that follows links cannot use the link up. Works signed out.
 */
export default async function ConfirmAddressPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const [t, pending] = await Promise.all([serverTranslator("account"), pendingChange(token)]);
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("confirmTitle")}</h1>
      {pending ? (
        <>
          <p className="text-slate-700">{t("confirmQuestion", { email: pending.newEmail })}</p>
          <ConfirmAddressForm token={token} />
        </>
      ) : (
        <>
          <p role="alert" className="text-red-700">
            {t("confirmInvalid")}
          </p>
          <Link href="/settings" className="font-medium text-neva-700 underline-offset-4 hover:underline">
            {t("toSettings")}
          </Link>
        </>
      )}
    </section>
  );
}
