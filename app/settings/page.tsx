import Link from "next/link";
import { connection } from "next/server";
import { DisplayNameForm } from "@/components/display-name-form";
import { requireUser } from "@/lib/auth/session";
import { titled } from "@/lib/i18n/metadata";

export const generateMetadata = titled("settings");

export default async function SettingsPage() {
  await connection();
  const user = await requireUser("/settings");
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">Settings</h1>
      <p className="text-slate-700">Signed in as {user.email}.</p>
      <DisplayNameForm initial={user.displayName} submitLabel="Save" />
      <Link href="/settings/notifications" className="font-medium text-neva-700 underline-offset-4 hover:underline">
        Mail preferences: turn mails, daily digest, reminders
      </Link>
    </section>
  );
}
