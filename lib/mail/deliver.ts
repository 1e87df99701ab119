// A mail the reader is waiting for (the link that confirms a new address) goes out at once when
// it can, not at the worker's next pass. Sending is the edge's (lib/mailer renders and sends, and
// says how here when it is loaded); the domain only queues the row and asks. A process that never
// loaded lib/mailer leaves the row to the worker, as after a failed first attempt.
type SendNow = (id: string) => Promise<boolean>;

// On globalThis: Next.js may bundle this module more than once in a process (lib/db/client does the same).
const shared = globalThis as unknown as { __nevaSendNow?: SendNow };

/** lib/mailer's way to send one queued row now. */
export function sendNowWith(send: SendNow): void {
  shared.__nevaSendNow = send;
}

/** Sends the queued mail `id` now if this process can and no worker has taken it; true once sent. */
export async function deliverNow(id: string): Promise<boolean> {
  return shared.__nevaSendNow ? shared.__nevaSendNow(id) : false;
}
