import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { listMail, mailSinkDir } from "@/lib/mailer/mailbox";

export const metadata: Metadata = { title: "Mail sink · Neva" };

// Exists only while `npm run dev` / `npm start` run their own mail sink (no SMTP_URL given).
export default async function DevMailPage() {
  await connection();
  const dir = mailSinkDir();
  if (!dir) notFound();
  const mails = await listMail(dir);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Mail sink</h1>
      <p className="text-slate-700">
        Mail sent by this server is caught here instead of being delivered. Newest first; reload to see new mail.
      </p>
      {mails.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {mails.map((m) => (
            <li key={m.id} className="rounded-md border border-neva-100 bg-white p-3">
              <Link href={`/dev/mail/${m.id}`} className="font-medium text-neva-700 underline">
                {m.subject || "(no subject)"}
              </Link>
              <p className="text-sm text-slate-700">
                to {m.to.join(", ")} · {m.receivedAt.replace("T", " ").slice(0, 19)} UTC
              </p>
              {m.links[0] && (
                <a href={m.links[0]} className="text-sm break-all text-neva-700 underline">
                  {m.links[0]}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
