"use client";

// The table's chat panel: collapsible, one column that fits a 360 px phone. Messages are plain
// text (LinkedText: React escapes them; links get rel="nofollow noopener ugc"), each isolated
// from its neighbours (<bdi>, a line that clips what it draws). The author may
// delete their own message in its first five minutes; any player may report a message or mute
// another player. Words come from the catalogue (talk).
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { talkWords } from "@/lib/words/talk";
import { useNow } from "@/components/use-now";
import { LinkedText } from "./linked-text";
import type { Chat } from "./use-chat";

const MAX = 1000;
const DELETE_MS = 5 * 60_000;

export function ChatPanel({ chat, seat, names, waitingFor }: { chat: Chat; seat: number; names: string[]; waitingFor: string | null }) {
  const W = talkWords(useTranslations("talk"));
  const [text, setText] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reported, setReported] = useState<Set<string>>(new Set());
  const left = MAX - [...text].length;
  // The browser's clock, for the delete window of one's own messages (messages load after hydration).
  const now = useNow();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || text.trim() === "") return;
    setSending(true);
    setError(null);
    const result = await chat.send(text);
    setSending(false);
    if (result.ok) setText("");
    else setError(result.message ?? W.offline);
  };
  const act = async (run: () => Promise<{ ok: boolean; message?: string }>) => {
    setError(null);
    const result = await run();
    if (!result.ok) setError(result.message ?? W.offline);
  };

  const others = names.map((name, s) => ({ name, s })).filter(({ s }) => s !== seat);
  return (
    <section className="rounded-md border border-slate-300 bg-white" aria-labelledby="chat-title" data-testid="chat-panel">
      <h2 id="chat-title" className="m-0">
        <button
          type="button"
          className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left font-semibold"
          aria-expanded={chat.open}
          aria-controls="chat-body"
          onClick={() => chat.setOpen(!chat.open)}
          data-testid="chat-toggle"
        >
          <span>{W.panelTitle}</span>
          <span className="text-sm font-normal text-slate-700">
            {chat.unread > 0 && (
              <span className="mr-2 rounded-full bg-neva-600 px-2 text-white" data-testid="chat-unread">
                {W.unread(chat.unread)}
              </span>
            )}
            {chat.open ? W.panelHide : W.panelShow}
          </span>
        </button>
      </h2>
      {chat.open && (
        <div id="chat-body" className="flex flex-col gap-2 border-t border-slate-200 px-3 py-2">
          {chat.messages.length === 0 ? (
            <p className="text-sm text-slate-700">{W.empty}</p>
          ) : (
            <ol className="flex max-h-72 flex-col gap-1 overflow-y-auto" aria-live="polite" data-testid="chat-messages">
              {chat.messages.map((m) => (
                // Issue 35: each author and each text in its own <bdi> (its direction never leaks
                // into the next line), and whatever a message draws stays inside its own line.
                <li key={m.id} className="overflow-hidden text-sm break-words" data-testid="chat-message" data-seat={m.seat}>
                  <span className="font-semibold">
                    <bdi>{m.seat === seat ? W.you : (m.author ?? W.seatName(m.seat))}</bdi>:
                  </span>{" "}
                  <bdi>
                    <LinkedText text={m.text} />
                  </bdi>
                  <span className="ml-1 inline-flex gap-1 text-xs">
                    {m.seat === seat && now !== null && now - Date.parse(m.at) < DELETE_MS && (
                      <button type="button" className="underline" onClick={() => act(() => chat.remove(m.id))}>
                        {W.delete}
                      </button>
                    )}
                    {m.seat !== seat &&
                      (reported.has(m.id) ? (
                        <span>{W.reported}</span>
                      ) : (
                        <button
                          type="button"
                          className="underline"
                          onClick={() =>
                            act(async () => {
                              const result = await chat.report(m.id);
                              if (result.ok) setReported((set) => new Set(set).add(m.id));
                              return result;
                            })
                          }
                        >
                          {W.report}
                        </button>
                      ))}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <form onSubmit={submit} className="flex flex-col gap-1">
            <label htmlFor="chat-input" className="text-sm">
              {W.inputLabel}
            </label>
            <div className="flex gap-2">
              <input
                id="chat-input"
                className="min-w-0 flex-1 rounded border border-slate-400 px-2 py-1"
                value={text}
                maxLength={MAX * 2}
                placeholder={W.placeholder}
                onChange={(e) => setText(e.target.value)}
                data-testid="chat-input"
              />
              <button type="submit" className="rounded bg-neva-600 px-3 py-1 text-white disabled:opacity-60" disabled={sending || left < 0} data-testid="chat-send">
                {sending ? W.sending : W.send}
              </button>
            </div>
            {left < 100 && <p className="text-xs text-slate-700">{W.remaining(left)}</p>}
          </form>
          {error && (
            <p role="alert" className="text-sm text-red-800" data-testid="chat-error">
              {error}
            </p>
          )}
          {waitingFor && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <button
                type="button"
                className="rounded border border-neva-600 px-2 py-0.5 text-neva-700"
                data-testid="nudge"
                onClick={() =>
                  act(async () => {
                    setNote(null);
                    const result = await chat.nudge();
                    if (result.ok) setNote(W.nudged(waitingFor));
                    return result;
                  })
                }
              >
                {W.nudge(waitingFor)}
              </button>
              {note && <span role="status">{note}</span>}
            </div>
          )}
          {others.length > 0 && (
            <div className="flex flex-wrap gap-2 text-xs">
              {others.map(({ name, s }) => {
                const isMuted = chat.muted.includes(s);
                return (
                  <button key={s} type="button" className="underline" onClick={() => act(() => chat.mute(s, !isMuted))}>
                    {isMuted ? W.unmute(name) : W.mute(name)}
                  </button>
                );
              })}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
