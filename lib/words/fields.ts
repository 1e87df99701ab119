// A request's field as the form that sends it labels it, in the reader's language (issue 33: «bots
// должно быть от 1 до 1» named the field by its API name). Each field points at the label its form
// shows, so the error and the form say the same word; a field no form shows has a word of its own
// (apiErrors.fields). A field not known here (an API client's own mistake) keeps its path, which is
// then the word the API documents.
import type { Messages } from "@/lib/i18n/messages";

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the catalogue that holds one plain label. */
export type LabelKey = Leaves<Messages>;

const FIELD_LABELS: Record<string, LabelKey> = {
  seats: "newGame.seats",
  edition: "newGame.edition",
  expansions: "newGame.expansions",
  variants: "newGame.variants",
  invites: "newGame.invites",
  moveTimeLimitDays: "newGame.timePerMove",
  vacation: "newGame.vacationLabel",
  onTimeout: "newGame.onTimeoutLegend",
  bots: "bots.botsField",
  botLevel: "bots.botLevelField",
  standInLevel: "bots.standInLevelField",
  maxTimeoutRate: "ratings.maxTimeoutRateLabel",
  minRating: "ratings.minRatingLabel",
  rated: "apiErrors.fields.rated",
  displayName: "displayName.label",
  turnMail: "unsubscribe.whenTurn",
  digestHour: "unsubscribe.digestAt",
  timeZone: "unsubscribe.timeZone",
  reminders: "unsubscribe.reminders",
  days: "absence.daysLabel",
  until: "absence.untilLabel",
  url: "push.webhookUrl",
  kind: "push.webhookKind",
  endpoint: "apiErrors.fields.endpoint",
  text: "talk.inputLabel",
  email: "apiErrors.fields.email",
  orders: "apiErrors.fields.orders",
  seat: "apiErrors.fields.seat",
  body: "apiErrors.fields.body",
};

/**
 * The label of `field` ("bots", "invites.1", "orders.0.move.card"): its own label, else the
 * label of the field it is part of, else the path itself.
 */
export function fieldLabel(field: string, say: (key: LabelKey) => string): string {
  const own = FIELD_LABELS[field] ?? FIELD_LABELS[field.split(".")[0]];
  return own ? say(own) : field;
}
