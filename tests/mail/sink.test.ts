import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderSignInEmail } from "@/emails/sign-in-link";
import { listMail, readMail } from "@/lib/mailer/mailbox";
import { startMailSink, type MailSink } from "@/lib/mailer/sink";
import { sendMail } from "@/lib/mailer/transport";

describe("mail sink and transport", () => {
  let sink: MailSink;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "neva-mail-"));
    sink = await startMailSink({ dir });
    process.env.SMTP_URL = sink.url;
  });

  afterAll(async () => {
    await sink.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("stores a mail sent through the SMTP transport, with its links", async () => {
    const url = "http://localhost:3000/api/auth/callback/nodemailer?callbackUrl=%2F&token=abc123&email=a%40example.test";
    const { html, text } = await renderSignInEmail({ url, host: "localhost:3000", expiresInHours: 24 });
    await sendMail({ to: "a@example.test", subject: "Sign in to Neva", html, text });

    const [mail] = await listMail(dir, { to: "A@example.test" });
    expect(mail.subject).toBe("Sign in to Neva");
    expect(mail.to).toEqual(["a@example.test"]);
    expect(mail.from).toBe("neva@localhost");
    expect(mail.text).toContain(url);
    expect(mail.html).toContain("Sign in to Neva");
    expect(mail.links).toContain(url);
    expect(await readMail(dir, mail.id)).toEqual(mail);
  });

  it("filters by recipient and lists newest first", async () => {
    await sendMail({ to: "b@example.test", subject: "first", html: "<p>1</p>", text: "1" });
    await sendMail({ to: "b@example.test", subject: "second", html: "<p>2</p>", text: "2" });
    const mails = await listMail(dir, { to: "b@example.test" });
    expect(mails.map((m) => m.subject)).toEqual(["second", "first"]);
    expect(await listMail(dir, { to: "nobody@example.test" })).toEqual([]);
  });

  it("refuses ids that could escape the mail folder", async () => {
    expect(await readMail(dir, "../../etc/passwd")).toBeNull();
  });
});
