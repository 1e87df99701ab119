import type { Metadata } from "next";
import { connection } from "next/server";
import { getPrefs, timeZones } from "@/lib/mail/prefs";
import { normaliseEmail, verifyPreferencesToken } from "@/lib/mail/tokens";
import { PreferencesForm } from "./preferences-form";

export const metadata: Metadata = { title: "Mail preferences · Neva" };

/** Reached from the link in every mail: works without signing in, for the address it was made for. */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const params = await searchParams;
  const email = normaliseEmail(String(params.email ?? ""));
  const token = String(params.token ?? "");
  if (!verifyPreferencesToken(email, token)) {
    return (
      <section className="mx-auto flex max-w-md flex-col gap-3">
        <h1 className="text-2xl font-bold">Mail preferences</h1>
        <p role="alert" className="text-red-700">
          This link is not valid (it may have been cut short). Open the preferences link from your latest mail from Neva, or sign in and go to
          Settings → Mail.
        </p>
      </section>
    );
  }
  const prefs = await getPrefs(email);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">Mail preferences</h1>
      <p className="text-slate-700">For {email}.</p>
      <PreferencesForm email={email} token={token} initial={prefs} timeZones={timeZones(prefs.timeZone)} />
    </section>
  );
}
