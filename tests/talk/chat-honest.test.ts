// Issue 35, item 8: a message shows what its author typed, in its own place. Direction
// overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069) are refused, as are stacks of
// more than 4 combining marks on one character; accents, Indic vowel signs, Vietnamese and emoji
// still pass. Each message (and its author) is isolated from its neighbours with <bdi>, in the
// table's talk panel and in the talk section of the mail the worker sends; a message stored before
// these rules (one with an override) is isolated all the same.
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { prisma } from "@/lib/db/client";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { ChatPanel } from "@/components/talk/chat-panel";
import type { Chat } from "@/components/talk/use-chat";
import type { ChatMessage } from "@/lib/talk/messages";
import { startedGame, toActNow, mailSinkForFile } from "../notifications/helpers";
import { say } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const mail = mailSinkForFile();
afterEach(() => {
  delete process.env.RATE_LIMIT_CHAT_BURST;
});

const REVERSED = "I concede, you win \u202enoitcelfer ,oN";
const ZALGO = "a" + "\u0336".repeat(999);

async function table() {
  const players = [await mail.player("hon"), await mail.player("est")];
  return startedGame(players);
}

describe("POST /api/games/{id}/chat refuses what cannot be shown honestly", () => {
  it("refuses every direction override, embedding and isolate with a sentence naming text, storing nothing", async () => {
    const { id, bySeat } = await table();
    const reply = await say(bySeat[0], id, { text: REVERSED });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toEqual({
      code: "invalid_request",
      field: "text",
      message: "text must not contain characters that change the direction of writing (U+202A–U+202E, U+2066–U+2069): they make a message read differently from what was typed.",
    });
    for (const control of ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"]) {
      expect((await say(bySeat[0], id, { text: `left ${control}right` })).status, control.codePointAt(0)!.toString(16)).toBe(400);
    }
    expect(await prisma.gameMessage.count({ where: { gameId: id } })).toBe(0);
  });

  it("refuses more than 4 combining marks on one character, even split by joiners", async () => {
    const { id, bySeat } = await table();
    const zalgo = await say(bySeat[0], id, { text: ZALGO });
    expect(zalgo.status).toBe(400);
    expect(zalgo.body.error).toEqual({ code: "invalid_request", field: "text", message: "text must not stack more than 4 accents or other combining marks on one character." });
    expect((await say(bySeat[0], id, { text: "e" + "\u0301".repeat(5) })).status).toBe(400);
    expect((await say(bySeat[0], id, { text: "e" + "\u0301\u0301\u0301\u200d".repeat(2) })).status).toBe(400);
    expect((await say(bySeat[0], id, { text: "\u0301".repeat(5) + "abc" })).status).toBe(400);
    expect(await prisma.gameMessage.count({ where: { gameId: id } })).toBe(0);
  });

  it("takes accents, Vietnamese, Indic scripts, Hebrew points, emoji and the plain marks of right-to-left text", async () => {
    process.env.RATE_LIMIT_CHAT_BURST = "100/30";
    const { id, bySeat } = await table();
    const fine = [
      "Tiếng Việt",
      "Tiếng Việt".normalize("NFD"),
      "किशोर",
      "स्त्र्यै और क्षत्रिय",
      "caf\u00e9 and cafe\u0301",
      "e" + "\u0301".repeat(4),
      "שָׁלוֹם וּבְרָכָה",
      "ผู้ใหญ่",
      "👍🏽 ❤️ 1️⃣ 👨‍👩‍👧‍👦 🏳️‍⚧️",
      "שלום\u200f!",
      "مرحبا\u061c 42",
    ];
    for (const text of fine) {
      const reply = await say(bySeat[0], id, { text });
      expect(reply.status, JSON.stringify(text)).toBe(201);
      expect(reply.body.message.text).toBe(text);
    }
  });

  it("words both refusals in every language", () => {
    for (const locale of LOCALES) {
      const words = messagesFor(locale).apiErrors;
      expect(words.textBidi, locale).toContain("U+202E");
      expect(words.textMarks, locale).toContain("{max}");
    }
  });
});

describe("each message is isolated where it is shown", () => {
  const message = (id: string, seat: number, author: string, text: string): ChatMessage => ({ id, seat, author, text, at: new Date(0).toISOString() });
  const chat = (messages: ChatMessage[]): Chat => {
    const done = async () => ({ ok: true as const });
    return { messages, muted: [], unread: 0, open: true, setOpen: () => {}, onFrame: () => {}, send: done, remove: done, report: done, mute: done, nudge: done };
  };

  it("in the table's talk panel: every author and every text in its own <bdi>, each line clipped to itself", () => {
    const html = renderToStaticMarkup(
      createElement(NextIntlClientProvider, {
        locale: "en",
        messages: en,
        timeZone: "UTC",
        children: createElement(ChatPanel, {
          chat: chat([message("1", 1, "שרה", REVERSED), message("2", 1, "שרה", ZALGO), message("3", 0, "Ann", "see https://example.org.")]),
          seat: 0,
          names: ["Ann", "שרה"],
          waitingFor: null,
        }),
      }),
    );
    const lines = html.match(/<li[^>]*data-testid="chat-message"[^>]*>.*?<\/li>/g) ?? [];
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(`<bdi>שרה</bdi>:`);
    expect(lines[0]).toContain(`<bdi>${REVERSED}</bdi>`);
    expect(lines[1]).toContain(`<bdi>${ZALGO}</bdi>`);
    expect(lines[2]).toMatch(/<bdi>see <a [^>]*>https:\/\/example\.org<\/a>\.<\/bdi>/);
    for (const line of lines) expect(line).toMatch(/^<li class="[^"]*overflow-hidden/);
  });

  it("in the talk of the turn mail: each line's author and text isolated, an old message with an override too", async () => {
    const { id, bySeat } = await table();
    const waiting = await toActNow(id);
    const other = bySeat[1 - waiting];
    expect((await say(other, id, { text: "שלום, good luck!" })).status).toBe(201);
    // Said before the rules: stored as it was.
    await prisma.gameMessage.create({ data: { gameId: id, userId: other.id, seat: 1 - waiting, seq: 0, text: REVERSED } });
    await mail.work();
    const [turn] = (await mail.mails(bySeat[waiting].email)).filter((m) => m.subject.startsWith("Your turn"));
    expect(turn.html).toContain(`<bdi>${other.displayName}</bdi>: <bdi>שלום, good luck!</bdi>`);
    expect(turn.html).toContain(`<bdi>${other.displayName}</bdi>: <bdi>${REVERSED}</bdi>`);
    expect(turn.text).toContain(`${other.displayName}: שלום, good luck!`);
  }, 60_000);
});
