"use client";

// The table talk of one game in the browser: loads the messages, takes the stream's `event: chat`
// frames (handed over by useLiveGame, so an open table keeps one connection), sends, deletes,
// reports, mutes, and counts what arrived unread while the panel was closed or the tab hidden.
// All its requests go to /api/games/{id}/chat*.
import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatMessage } from "@/lib/talk/messages";

type ErrorBody = { error?: { message?: string } };
/** A refusal's sentence comes from the server, in the reader's language; none when it could not be reached (the panel says so). */
export type Outcome = { ok: true } | { ok: false; message?: string };

export interface Chat {
  messages: ChatMessage[];
  muted: number[];
  unread: number;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Feeds a frame of the game stream's `event: chat`. */
  onFrame: (data: unknown) => void;
  send: (text: string) => Promise<Outcome>;
  remove: (id: string) => Promise<Outcome>;
  report: (id: string) => Promise<Outcome>;
  mute: (seat: number, muted: boolean) => Promise<Outcome>;
  /** Nudges the player to act (POST /api/games/{id}/nudge). */
  nudge: () => Promise<Outcome>;
}

const JSON_HEADERS = { "content-type": "application/json" };

async function outcome(response: Response): Promise<Outcome> {
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  return { ok: false, message: body.error?.message };
}

function merge(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

type ChatBody = { messages: ChatMessage[]; muted: number[] };

/** GET /api/games/{id}/chat (only what came after `after`, with it); null when refused. */
async function fetchChat(base: string, after?: string): Promise<ChatBody | null> {
  const response = await fetch(after ? `${base}?after=${after}` : base, { cache: "no-store" });
  if (!response.ok) return null;
  return (await response.json()) as ChatBody;
}

/** How often a table without its stream (a finished game has none) asks for new messages. */
const POLL_MS = 15_000;

/** `streamed`: the game's stream is open and brings `event: chat`; otherwise the chat polls. */
export function useChat(gameId: string, seat: number | null, streamed = true): Chat {
  const [messages, setMessageState] = useState<ChatMessage[]>([]);
  const [muted, setMutedState] = useState<number[]>([]);
  const [unread, setUnread] = useState(0);
  const [open, setOpenState] = useState(true);
  // The latest of each, for the stream's frames, the poll and the read marks (which run outside
  // render): every change goes through these setters, which keep the ref and the state together.
  const listRef = useRef(messages);
  const mutedRef = useRef(muted);
  const openRef = useRef(open);
  const setMessages = useCallback((change: (list: ChatMessage[]) => ChatMessage[]) => {
    listRef.current = change(listRef.current);
    setMessageState(listRef.current);
  }, []);
  const setMuted = useCallback((next: number[]) => {
    mutedRef.current = next;
    setMutedState(next);
  }, []);
  const base = `/api/games/${gameId}/chat`;

  const markRead = useCallback(() => {
    const last = listRef.current[listRef.current.length - 1];
    if (!last) return;
    void fetch(`${base}/read`, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ id: last.id }) }).catch(() => undefined);
  }, [base]);

  const seen = useCallback(() => openRef.current && document.visibilityState === "visible", []);

  /** Takes a GET's answer: all the messages, or those after `after`. */
  const take = useCallback(
    (body: ChatBody, after?: string) => {
      setMuted(body.muted);
      setMessages((list) => merge(after ? list : [], body.messages));
    },
    [setMuted, setMessages],
  );

  const load = useCallback(
    async (after?: string) => {
      const body = await fetchChat(base, after);
      if (body) take(body, after);
    },
    [base, take],
  );

  // The first load, fetched the way React's docs fetch in an effect: the answer is taken when it
  // arrives, unless the effect was cleaned up meanwhile.
  useEffect(() => {
    if (seat === null) return;
    let ignore = false;
    fetchChat(base)
      .then((body) => {
        if (body && !ignore) take(body);
      })
      .catch(() => undefined);
    return () => {
      ignore = true;
    };
  }, [seat, base, take]);

  // A finished game's page has no stream: talk after the game still arrives, a little later.
  useEffect(() => {
    if (seat === null || streamed) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "hidden") return;
      const last = listRef.current[listRef.current.length - 1];
      void load(last?.id).catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [seat, streamed, load]);

  const onFrame = useCallback(
    (data: unknown) => {
      const frame = data as Partial<ChatMessage> & { gone?: boolean; resync?: boolean };
      if (frame.resync) {
        const last = listRef.current[listRef.current.length - 1];
        void load(last?.id).catch(() => undefined);
        return;
      }
      if (typeof frame.id !== "string") return;
      if (frame.gone) return setMessages((list) => list.filter((m) => m.id !== frame.id));
      const message = frame as ChatMessage;
      if (mutedRef.current.includes(message.seat)) return;
      if (listRef.current.some((m) => m.id === message.id)) return;
      setMessages((list) => merge(list, [message]));
      if (message.seat !== seat && !seen()) setUnread((n) => n + 1);
    },
    [load, seat, seen, setMessages],
  );

  // What is on screen counts as read: when the panel is open and the tab visible.
  useEffect(() => {
    if (seen() && messages.length > 0) markRead();
  }, [messages, open, markRead, seen]);
  useEffect(() => {
    const wake = () => {
      if (seen()) {
        setUnread(0);
        markRead();
      }
    };
    document.addEventListener("visibilitychange", wake);
    return () => document.removeEventListener("visibilitychange", wake);
  }, [markRead, seen]);

  const setOpen = useCallback((next: boolean) => {
    openRef.current = next;
    setOpenState(next);
    if (next) setUnread(0);
  }, []);

  const send = useCallback(
    async (text: string): Promise<Outcome> => {
      try {
        const response = await fetch(base, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ text }) });
        if (response.ok) {
          const { message } = (await response.json()) as { message: ChatMessage };
          setMessages((list) => merge(list, [message]));
          return { ok: true };
        }
        return outcome(response);
      } catch {
        return { ok: false };
      }
    },
    [base, setMessages],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        const result = await outcome(await fetch(`${base}/${id}`, { method: "DELETE", headers: JSON_HEADERS }));
        if (result.ok) setMessages((list) => list.filter((m) => m.id !== id));
        return result;
      } catch {
        return { ok: false as const };
      }
    },
    [base, setMessages],
  );

  const report = useCallback(
    async (id: string) => {
      try {
        return await outcome(await fetch(`${base}/${id}/report`, { method: "POST", headers: JSON_HEADERS }));
      } catch {
        return { ok: false as const };
      }
    },
    [base],
  );

  const mute = useCallback(
    async (target: number, on: boolean) => {
      try {
        const response = await fetch(`${base}/mute`, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ seat: target, muted: on }) });
        if (!response.ok) return outcome(response);
        setMuted(((await response.json()) as { muted: number[] }).muted);
        // Unmuted: their messages come back; muted: they go.
        await load();
        return { ok: true as const };
      } catch {
        return { ok: false as const };
      }
    },
    [base, load, setMuted],
  );

  const nudge = useCallback(async () => {
    try {
      return await outcome(await fetch(`/api/games/${gameId}/nudge`, { method: "POST", headers: JSON_HEADERS }));
    } catch {
      return { ok: false as const };
    }
  }, [gameId]);

  return { messages, muted, unread, open, setOpen, onFrame, send, remove, report, mute, nudge };
}
