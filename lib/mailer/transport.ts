import nodemailer, { type Transporter } from "nodemailer";

export type OutgoingMail = { to: string; subject: string; html: string; text: string };

let cached: { url: string; transporter: Transporter } | null = null;

/** The SMTP transport for SMTP_URL (e.g. smtp://user:pass@smtp.example.com:587). */
export function getTransport(): Transporter {
  const url = process.env.SMTP_URL;
  if (!url) {
    throw new Error("SMTP_URL is not set: `npm run dev`/`npm start` set it to their local mail sink, production needs a real server.");
  }
  if (cached?.url !== url) cached = { url, transporter: nodemailer.createTransport(url) };
  return cached.transporter;
}

export function mailFrom(): string {
  return process.env.MAIL_FROM || "Neva <neva@localhost>";
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const info = await getTransport().sendMail({ from: mailFrom(), ...mail });
  const rejected = [...(info.rejected ?? [])];
  if (rejected.length > 0) throw new Error(`The mail server refused ${rejected.join(", ")}`);
}
