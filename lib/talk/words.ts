// Every user-facing sentence of table talk and the nudge, in one place, so the whole set moves to
// the language catalogue (next-intl) in one step. Plain English strings and small functions; the
// messages players write are never translated.

export const TALK_WORDS = {
  // Names when a player has none (a seat of the table, someone unknown)
  seatName: (seat: number) => `Seat ${seat + 1}`,
  somePlayer: "A player",
  unknownName: "?",

  // API errors (lib/talk, the chat and nudge routes)
  notSeated: "There is no such game.",
  noSuchMessage: "There is no such message.",
  textMissing: "text must be a string: the message to say at the table.",
  textEmpty: "text is empty: write something before sending.",
  textTooLong: (max: number) => `text must be at most ${max.toLocaleString("en")} characters.`,
  textControl: "text must not contain control characters (line breaks included).",
  cursorInvalid: (field: string) => `${field} must be the id of a message: a positive whole number.`,
  cursorBoth: "Give either before or after, not both.",
  floodBurst: (wait: string) => `You are writing faster than the table can read. Try again in ${wait}.`,
  floodDay: (wait: string) => `You have said a lot at this table today. Try again in ${wait}.`,
  deleteNotYours: "Only the author may delete a message.",
  deleteTooLate: (minutes: number) => `A message can be deleted only in the first ${minutes} minutes after it was said.`,
  muteSelf: "You cannot mute yourself.",
  muteNotAtTable: "That player is not at this table.",
  userInvalid: "userId must be the id of a player at this table.",
  mutedInvalid: "muted must be true or false.",
  nudgeNotRunning: "Only a game under way waits for a move.",
  nudgeOwnTurn: "It is your own turn: nobody waits for you to nudge.",
  nudgeTooEarly: (when: string) => `A nudge is possible after a day of waiting: from ${when}.`,
  nudgeAgain: (when: string) => `You have nudged at this table in the last 24 hours. You may nudge again from ${when}.`,

  // The chat panel (components/talk)
  panelTitle: "Table talk",
  panelShow: "Show table talk",
  panelHide: "Hide table talk",
  unread: (n: number) => `${n} unread`,
  empty: "Nothing has been said at this table yet.",
  inputLabel: "Say something to the table",
  placeholder: "Write a message…",
  send: "Send",
  sending: "Sending…",
  remaining: (n: number) => `${n} characters left`,
  delete: "Delete",
  report: "Report",
  reported: "Reported",
  mute: (name: string) => `Mute ${name}`,
  unmute: (name: string) => `Unmute ${name}`,
  mutedNote: (names: string) => `Muted: ${names}.`,
  earlier: "Show earlier messages",
  offline: "The server could not be reached. Check your connection and try again.",
  you: "you",
  nudge: (name: string) => `Nudge ${name}`,
  nudged: (name: string) => `${name} has been nudged.`,

  // The dashboard and lobby
  unreadBadge: (n: number) => `${n} new ${n === 1 ? "message" : "messages"}`,
  nudgedMark: (by: string) => `${by} nudged you`,
  lobbyUnreadTitle: "New table talk at your games",
  lobbyUnreadAt: (players: string) => `at the table of ${players}`,

  // The tab title
  tabUnread: (n: number, title: string) => `(${n}) ${title}`,

  // Mail: the "table talk" section of turn mails and digests, and the nudge mail
  mailTalkHeading: "Table talk since your last move:",
  mailTalkMore: (n: number) => `and ${n} more`,
  mailTalkLine: (author: string, text: string) => `${author}: ${text}`,
  nudgeSubject: (by: string, game: string) => `${by} is waiting for your move in ${game}`,
  nudgeHeading: "A friendly nudge",
  nudgeBody: (by: string, since: string) => `${by} reminds you that the table has waited for your move ${since}.`,
  nudgeOpen: "Open the game",

  // The operator's command (npm run moderation)
  modUsage: "usage: npm run moderation -- reports | hide <message id>",
  modNoReports: "No reported messages.",
  modHidden: (id: string) => `Message ${id} is hidden.`,
  modNotFound: (id: string) => `There is no message ${id}.`,
} as const;
