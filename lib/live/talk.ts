// `event: chat` on a seated player's game stream: each "chat" note on the games channel (sent on
// commit of the message, from whichever app process stored it) is read once per process however
// many pages listen, and pushed to every open page of the game except where its author is muted.
// A deleted or hidden message goes out as `{ id, gone: true }`, so open pages drop it. After the
// listening connection was lost (notes may be missed) the page is told to catch up: `{ resync: true }`.
import { prisma } from "@/lib/db/client";
import type { StreamExtra } from "./stream";
import { CHAT_NOTE, loadMessage, type ChatMessage } from "@/lib/talk/messages";

type Loaded = (ChatMessage & { userId: string }) | null;

/** Reads of one message shared by the streams of this process (a note wakes them all at once). */
const reads = new Map<string, Promise<Loaded>>();
const READS_KEPT = 200;

function read(gameId: string, id: string): Promise<Loaded> {
  const key = `${gameId}:${id}`;
  let found = reads.get(key);
  if (!found) {
    if (reads.size >= READS_KEPT) reads.delete(reads.keys().next().value as string);
    found = loadMessage(gameId, BigInt(id)).catch(() => null);
    reads.set(key, found);
    // Kept only for the burst of streams a note wakes: a later delete must be read afresh.
    setTimeout(() => reads.delete(key), 2_000).unref();
  }
  return found;
}

const frame = (data: unknown) => `event: ${CHAT_NOTE}\ndata: ${JSON.stringify(data)}\n\n`;

/** The chat part of a game stream for `viewerId` (nothing for a spectator or a table not started). */
export function chatExtra(gameId: string, viewerId: string): StreamExtra {
  return (push, seat) => {
    if (seat === null) return null;
    let muted: Promise<Set<string>> | null = null;
    const mutedNow = () =>
      (muted ??= prisma.chatMute
        .findMany({ where: { userId: viewerId }, select: { mutedUserId: true } })
        .then((rows) => new Set(rows.map((r) => r.mutedUserId)))
        .catch(() => new Set<string>()));
    // One frame at a time, in the order the notes came.
    let queue: Promise<void> = Promise.resolve();
    return (change) => {
      if (change === null) return push(frame({ resync: true }));
      const note = change.note;
      if (note?.kind !== CHAT_NOTE || !/^\d{1,18}$/.test(note.id)) return;
      queue = queue
        .then(async () => {
          const message = await read(gameId, note.id);
          if (!message) return push(frame({ id: note.id, gone: true }));
          // The viewer's mutes as the stream found them on the first message: the page that mutes
          // hides that seat itself, and another open page learns at its next reconnect.
          if ((await mutedNow()).has(message.userId)) return;
          const { userId: _author, ...shown } = message;
          push(frame(shown));
        })
        .catch(() => {});
    };
  };
}
