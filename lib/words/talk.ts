// Table talk's sentences live in the catalogue (messages/*.json, namespace "talk"); these are the
// calls into it, for whichever of next-intl's translators of that namespace the caller has:
// useTranslations("talk") in the browser, serverTranslator("talk") on a page, translatorFor(locale,
// "talk") in a mail. No catalogue import here (a type only), so client components can use it
// without shipping every language.
import type { Translator } from "@/lib/i18n/messages";

export function talkWords(t: Translator<"talk">) {
  return {
    seatName: (seat: number) => t("seatName", { n: seat + 1 }),
    somePlayer: t("somePlayer"),
    panelTitle: t("panelTitle"),
    panelShow: t("panelShow"),
    panelHide: t("panelHide"),
    unread: (n: number) => t("unread", { n }),
    empty: t("empty"),
    inputLabel: t("inputLabel"),
    placeholder: t("placeholder"),
    send: t("send"),
    sending: t("sending"),
    remaining: (n: number) => t("remaining", { n }),
    delete: t("delete"),
    report: t("report"),
    reported: t("reported"),
    mute: (name: string) => t("mute", { name }),
    unmute: (name: string) => t("unmute", { name }),
    mutedNote: (names: string) => t("mutedNote", { names }),
    earlier: t("earlier"),
    offline: t("offline"),
    you: t("you"),
    nudge: (name: string) => t("nudge", { name }),
    nudged: (name: string) => t("nudged", { name }),
    unreadBadge: (n: number) => t("unreadBadge", { n }),
    nudgedMark: (by: string) => t("nudgedMark", { by }),
    lobbyUnreadTitle: t("lobbyUnreadTitle"),
    lobbyUnreadAt: (players: string) => t("lobbyUnreadAt", { players }),
    mailTalkHeading: t("mailTalkHeading"),
    mailTalkMore: (n: number) => t("mailTalkMore", { n }),
    nudgeSubject: (by: string, game: string) => t("nudgeSubject", { by, game }),
    nudgeHeading: t("nudgeHeading"),
    nudgeBody: (by: string, since: string) => t("nudgeBody", { by, since }),
    nudgeOpen: t("nudgeOpen"),
  };
}

export type TalkWords = ReturnType<typeof talkWords>;


/** Not a word either: "(2) Title" in a tab. */
export const tabUnread = (n: number, title: string) => `(${n}) ${title}`;
