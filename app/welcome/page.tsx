import { redirect } from "next/navigation";
import { connection } from "next/server";
import { DisplayNameForm } from "@/components/display-name-form";
import { safePath } from "@/lib/auth/safe-path";
import { getUser } from "@/lib/auth/session";
import { titled } from "@/lib/i18n/metadata";

export const generateMetadata = titled("welcome");

export default async function WelcomePage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  await connection();
  const next = safePath((await searchParams).next);
  const user = await getUser();
  if (!user) redirect(`/signin?next=${encodeURIComponent(next)}`);
  if (user.displayName) redirect(next);
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">Welcome to Neva</h1>
      <p>You are signed in as {user.email}. Pick the name other players will see at the table.</p>
      <DisplayNameForm initial="" next={next} submitLabel="Continue" />
    </section>
  );
}
