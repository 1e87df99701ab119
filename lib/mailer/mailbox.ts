import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** One mail received by the local sink, as stored on disk (one JSON file per mail). */
export type StoredMail = {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  links: string[];
};

const ID_PATTERN = /^[0-9]{13}-[0-9a-f]{8}$/;

/**
 * The folder the /dev/mail pages show, or null (they answer 404). Sign-in links are in there, so
 * only `npm run dev` listening on localhost sets MAIL_SINK_DIR (scripts/serve.ts), and a
 * production build never shows it, whatever the environment says.
 */
export function mailSinkDir(): string | null {
  if (process.env.NODE_ENV === "production") return null;
  return process.env.MAIL_SINK_DIR || null;
}

export function extractLinks(text: string, html: string | null): string[] {
  const found = new Set<string>();
  for (const m of (html ?? "").matchAll(/href="(https?:\/\/[^"]+)"/g)) found.add(decodeEntities(m[1]));
  for (const m of text.matchAll(/https?:\/\/[^\s<>"]+/g)) found.add(m[0]);
  return [...found];
}

function decodeEntities(s: string): string {
  return s.replace(/&amp;/g, "&").replace(/&#x3D;/g, "=").replace(/&#61;/g, "=");
}

export async function storeMail(dir: string, mail: Omit<StoredMail, "id" | "links">): Promise<StoredMail> {
  // Private to whoever runs the sink: these files hold sign-in links.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const id = `${Date.now()}-${randomBytes(4).toString("hex")}`;
  const stored: StoredMail = { id, ...mail, links: extractLinks(mail.text, mail.html) };
  // Write then rename so a reader never sees half a file.
  const file = path.join(dir, `${id}.json`);
  await writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return stored;
}

/** Newest first; `to` filters on a recipient address (case-insensitive). */
export async function listMail(dir: string, filter: { to?: string } = {}): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const ids = names
    .filter((n) => n.endsWith(".json"))
    .map((n) => n.slice(0, -5))
    .filter((id) => ID_PATTERN.test(id))
    .sort()
    .reverse();
  const mails = await Promise.all(ids.map((id) => readMail(dir, id)));
  const to = filter.to?.toLowerCase();
  return mails.filter((m): m is StoredMail => !!m && (!to || m.to.some((a) => a.toLowerCase() === to)));
}

export async function readMail(dir: string, id: string): Promise<StoredMail | null> {
  if (!ID_PATTERN.test(id)) return null;
  try {
    return JSON.parse(await readFile(path.join(dir, `${id}.json`), "utf8")) as StoredMail;
  } catch {
    return null;
  }
}
