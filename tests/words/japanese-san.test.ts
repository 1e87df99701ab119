// Issue 33: Japanese puts さん straight after a person's name and never after a bot's (a seat Neva
// names itself); the sentences of the turn and game-over mails take the name with it or without.
import { describe, expect, it } from "vitest";
import { winnerText } from "@/emails/game-over";
import { addressedName } from "@/lib/words/mail";

describe("さん by rule, not by the sentence", () => {
  it("a person gets さん with no space, a bot none", () => {
    expect(addressedName("佐藤花子", "ja")).toBe("佐藤花子さん");
    expect(addressedName("Bot 1", "ja")).toBe("ボット1");
    expect(addressedName("Bot 2", "ru")).toBe("Бот 2");
    expect(addressedName("Anna", "en")).toBe("Anna");
  });

  it("the game-over sentence says the bot's win without さん, and lists names with 、", () => {
    expect(winnerText([addressedName("Bot 1", "ja")], "ja")).toBe("ボット1の勝利");
    expect(winnerText([addressedName("佐藤花子", "ja")], "ja")).toBe("佐藤花子さんの勝利");
    const shared = winnerText([addressedName("佐藤花子", "ja"), addressedName("Bot 1", "ja")], "ja");
    expect(shared).toBe("佐藤花子さん、ボット1が勝利を分け合いました");
    expect(shared).not.toMatch(/ボット1\s*さん/);
  });
});
