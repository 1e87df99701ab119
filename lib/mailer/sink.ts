import { mkdir } from "node:fs/promises";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { freePort } from "../db/embedded";
import { storeMail, type StoredMail } from "./mailbox";

export type MailSink = {
  /** SMTP URL to hand to the transport (SMTP_URL). */
  url: string;
  port: number;
  dir: string;
  stop: () => Promise<void>;
};

/**
 * A local SMTP server that accepts every message and stores it in `dir`, so development and
 * tests can read sign-in links without a real mail service. It listens on localhost only, and
 * the folder is private (mode 700): whoever reads it can sign in as anyone.
 */
export async function startMailSink(options: {
  dir: string;
  port?: number;
  onMail?: (mail: StoredMail) => void;
}): Promise<MailSink> {
  const port = options.port ?? (await freePort());
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    banner: "Neva mail sink",
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("error", callback);
      stream.on("end", async () => {
        try {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          const stored = await storeMail(options.dir, {
            receivedAt: new Date().toISOString(),
            from: parsed.from?.address || (session.envelope.mailFrom ? session.envelope.mailFrom.address : ""),
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html ?? null,
          });
          options.onMail?.(stored);
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "localhost", () => resolve());
  });
  return {
    url: `smtp://localhost:${port}`,
    port,
    dir: options.dir,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
