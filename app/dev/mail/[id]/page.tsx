import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { mailSinkDir, readMail } from "@/lib/mailer/mailbox";
import { MailPreview } from "./mail-preview";

export const metadata: Metadata = { title: "Mail · Neva" };

export default async function DevMailMessagePage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const dir = mailSinkDir();
  if (!dir) notFound();
  const mail = await readMail(dir, (await params).id);
  if (!mail) notFound();
  return (
    <article className="flex min-w-0 flex-col gap-4">
      <p>
        <Link href="/dev/mail" className="text-neva-700 underline">
          ← All mail
        </Link>
      </p>
      <h1 className="text-2xl font-bold break-words">{mail.subject || "(no subject)"}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="font-medium">From</dt>
        <dd className="break-all">{mail.from}</dd>
        <dt className="font-medium">To</dt>
        <dd className="break-all">{mail.to.join(", ")}</dd>
        <dt className="font-medium">Received</dt>
        <dd>{mail.receivedAt}</dd>
      </dl>
      {mail.links.length > 0 && (
        <section aria-labelledby="links">
          <h2 id="links" className="font-semibold">
            Links
          </h2>
          <ul className="list-inside list-disc">
            {mail.links.map((href) => (
              <li key={href}>
                <a href={href} className="break-all text-neva-700 underline">
                  {href}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {mail.html && <MailPreview html={mail.html} />}
      <section aria-labelledby="text">
        <h2 id="text" className="font-semibold">
          Plain text
        </h2>
        <pre className="overflow-x-auto rounded-md bg-white p-3 text-sm whitespace-pre-wrap">{mail.text}</pre>
      </section>
    </article>
  );
}
