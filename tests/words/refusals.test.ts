// Every refusal the domain can give has a status at the edge and a sentence in every language
// (issue 31): a DomainError is data (a code, a reason, values), worded only here and by the route.
import { describe, expect, it } from "vitest";
import { STATUS_OF, statusOf } from "@/lib/api/status";
import { toErrorResponse } from "@/lib/api/errors";
import { DomainError, ERROR_CODES, INPUT_REASONS, rateLimited, REFUSAL_REASONS, wait } from "@/lib/errors";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { refusalText, valueProblemText } from "@/lib/words/refusals";

describe("refusals", () => {
  it("give every API code one HTTP status, and nothing else", () => {
    expect(Object.keys(STATUS_OF).sort()).toEqual([...ERROR_CODES].sort());
    expect(statusOf(new DomainError("not_found", "noSuchGame"))).toBe(404);
    expect(statusOf(new DomainError("stale", "movedOn", { last: 3, seq: 2 }))).toBe(409);
  });

  it("have a sentence for every reason and every field problem in every language", () => {
    for (const locale of LOCALES) {
      const messages = messagesFor(locale).apiErrors as Record<string, unknown>;
      for (const reason of REFUSAL_REASONS) expect(typeof messages[reason], `${locale} apiErrors.${reason}`).toBe("string");
      const zod = messages.zod as Record<string, unknown>;
      for (const reason of INPUT_REASONS) expect(typeof zod[reason], `${locale} apiErrors.zod.${reason}`).toBe("string");
    }
  });

  it("are worded with their values: numbers, moments and waits in the reader's language", () => {
    const stale = new DomainError("stale", "movedOn", { last: 12, seq: 10 }, { field: "seq" });
    expect(refusalText(stale, "en")).toBe("The game has moved on: the last move is number 12 and you sent 10. Reload to see it.");
    expect(refusalText(stale, "ru")).toContain("12");
    const at = new Date(Date.UTC(2026, 10, 25, 14, 5));
    const early = new DomainError("too_early", "nudgeTooEarly", { when: at });
    expect(refusalText(early, "en")).toBe(`A nudge is possible after a day of waiting: from ${at.toUTCString()}.`);
    expect(refusalText(early, "fr")).toContain("2026");
    expect(refusalText(early, "fr")).not.toContain("GMT");
    const flood = rateLimited("signInClient", { wait: wait(2 * 60_000) }, 2 * 60_000);
    expect(refusalText(flood, "en")).toBe("Too many sign-in links were asked for from your network. Please try again in 2\u00a0minutes.");
    expect(refusalText(flood, "ru")).toContain("2\u00a0минуты");
    expect(flood.retryAfterSeconds).toBe(120);
  });

  it("word a field's problem from its reason, or keep zod's own words for one no schema of ours names", () => {
    const notEmail = new DomainError("invalid_request", "fieldSays", {}, { field: "invites.0", issue: { reason: "notEmail" } });
    expect(refusalText(notEmail, "en")).toBe("Invite players: is not a valid email address");
    expect(valueProblemText(notEmail, "bob@", "en")).toBe("“bob@” is not a valid email address.");
    const zod = new DomainError("invalid_request", "invalidBody", {}, { issue: { reason: null, text: "expected object, received string" } });
    expect(refusalText(zod, "en")).toBe("The request body is not valid: expected object, received string.");
    const ownTable = new DomainError("invalid_invite", "ownTable", { field: "invites.1" }, { field: "invites.1" });
    expect(valueProblemText(ownTable, "me@example.org", "en")).toBe("You already sit at your own table.");
  });

  it("answer as JSON with the code, the status and Retry-After, in the reader's language", async () => {
    const response = toErrorResponse(rateLimited("streamsInAll", { max: 3 }, 30_000), "fr");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    const body = await response.json();
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toBe("Vous avez déjà 3 vues en direct de Neva ouvertes. Fermez certains de ces onglets, puis rechargez celui-ci.");
    const unknown = toErrorResponse(new Error("boom"));
    expect(unknown.status).toBe(500);
    expect((await unknown.json()).error).toEqual({ code: "internal", message: messagesFor("en").apiErrors.internal });
  });
});
