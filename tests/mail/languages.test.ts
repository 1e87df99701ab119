// Every mail in the recipient's language (issue 20), through the worker's own render and send
// path to the SMTP sink: the stored users.locale decides; an invitation to an address without an
// account speaks the inviter's; a sign-in link speaks the language of the page it was asked from.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { loadState } from "@/lib/games/current";
import { createGame } from "@/lib/games/lobby";
import { gameUrl } from "@/lib/mailer/game-mail";
import { queueSignInMail } from "@/lib/mail/sign-in";
import { renderYourTurnEmail } from "@/emails/your-turn";
import { mailEnv, startedGame, TestMail, toActNow, uid } from "../notifications/helpers";

const mail = new TestMail();

beforeAll(async () => {
  mailEnv();
  await mail.start();
});
afterAll(() => mail.cleanup());

async function speaking(locale: string, prefix: string) {
  const player = await mail.player(prefix);
  await prisma.user.update({ where: { id: player.id }, data: { locale } });
  return player;
}

/** Words an English mail always has; none may show in another language's mail (names and links aside). */
const ENGLISH = ["Hello", "Your turn", "Open the game", "rubles", "round", "In your hand", "Since your last move", "mail preferences", "You get this mail"];

function expectNoEnglish(body: string) {
  for (const word of ENGLISH) expect(body, word).not.toContain(word);
}

describe("mail in the recipient's language", () => {
  it("sends the turn mail in Russian with its plurals, the move deadline with its zone, and a lang attribute", async () => {
    const [ann, bob] = [await speaking("ru", "ann"), await speaking("ja", "bob")];
    const { id, bySeat } = await startedGame([ann, bob], { moveTimeLimitDays: 7 });
    const first = bySeat[await toActNow(id)];
    await mail.work();
    const [m] = (await mail.mails(first.email)).filter((x) => x.to.includes(first.email));
    expect(m).toBeDefined();
    const { state } = (await loadState(id))!;
    const me = state.players.find((p) => p.name === first.displayName)!;
    const rubles = (n: number) => (n % 10 === 1 && n % 100 !== 11 ? "рубль" : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? "рубля" : "рублей");
    if (first === ann) {
      expect(m.subject).toMatch(/^Ваш ход: «Санкт-Петербург»/);
      expect(m.text).toContain(`У вас ${me.money}\u00a0${rubles(me.money)}`);
      expect(m.text).toContain("Время на ход: 7\u00a0дней. Сходите до ");
      expect(m.text).toMatch(/Сходите до .*UTC\./);
      expect(m.html).toContain('lang="ru"');
    } else {
      expect(m.subject).toContain("あなたの手番です");
      expect(m.text).toContain(`所持金 ${me.money}ルーブル`);
      expect(m.text).toMatch(/1手の持ち時間：7日。.*UTC までに行動してください。/);
      expect(m.html).toContain('lang="ja"');
    }
    expectNoEnglish(m.text);
    expect(m.text).toContain(gameUrl(id));
  });

  it("says Russian numbers with their three forms (1 рубль, 2 рубля, 5 рублей)", async () => {
    const base = { locale: "ru" as const, playerName: "Аня", gameTitle: "«Санкт-Петербург»: Аня и Борис", round: 1, phase: "фаза мастеров" };
    const says = async (money: number, points: number) =>
      (await renderYourTurnEmail({ ...base, waitingFor: "вашего хода", happened: [], money, points, hand: [], gameUrl: "http://x.test/g", preferencesUrl: "http://x.test/p" })).text;
    expect(await says(1, 21)).toContain("У вас 1\u00a0рубль и 21\u00a0очко.");
    expect(await says(2, 3)).toContain("У вас 2\u00a0рубля и 3\u00a0очка.");
    expect(await says(5, 11)).toContain("У вас 5\u00a0рублей и 11\u00a0очков.");
  });

  it("invites an address without an account in the inviter's language, and a player with one in theirs", async () => {
    const ann = await speaking("fr", "ann");
    const bob = await speaking("it", "bob");
    const guest = `guest-${uid()}@${mail.domain}`;
    await createGame(ann, { seats: 3, invites: [guest, bob.displayName] });
    await mail.work();
    const [toGuest] = await mail.mails(guest);
    expect(toGuest.subject).toBe(`${ann.displayName} vous invite à une partie de Saint-Pétersbourg`);
    expect(toGuest.text).toContain("à 3 joueurs");
    expect(toGuest.text).toContain("Temps par coup\u202f: sans limite.");
    expectNoEnglish(toGuest.text);
    // The guest's link is their personal invitation (the sign-in page then says who invited them);
    // Bob, who has an account, is sent to the table itself.
    expect(toGuest.text).toMatch(/\/games\/[^\s?]+\?invite=[\w-]+/);
    const [toBob] = await mail.mails(bob.email);
    expect(toBob.text).not.toContain("?invite=");
    expect(toBob.subject).toBe(`${ann.displayName} ti invita a una partita di San Pietroburgo`);
    expect(toBob.html).toContain('lang="it"');
  });

  it("sends the sign-in link in the language of the page it was asked from, its long link free to wrap on a phone", async () => {
    const to = `signin-${uid()}@${mail.domain}`;
    const callback = encodeURIComponent(`http://localhost:3999/welcome?next=%2Flobby&lang=ja`);
    const url = `http://localhost:3999/api/auth/callback/nodemailer?callbackUrl=${callback}&token=${"t".repeat(64)}&email=${encodeURIComponent(to)}`;
    await queueSignInMail(to, url, 24);
    const [m] = await mail.mails(to);
    expect(m.subject).toBe("Neva へのサインイン");
    expect(m.text).toContain("24時間で期限切れになります");
    expect(m.html).toContain('lang="ja"');
    // The written-out link sits in a paragraph that may break anywhere, inside a frame no wider
    // than the screen: nothing in the mail is wider than a phone's viewport.
    const html = m.html ?? "";
    const paragraph = html.slice(html.lastIndexOf("<p", html.indexOf(`>${url.replace(/&/g, "&amp;")}<`)));
    expect(paragraph.slice(0, paragraph.indexOf(">"))).toContain("overflow-wrap:anywhere");
    expect(html).toContain('name="viewport"');
    expect(html).not.toMatch(/[^-]width:\s*[6-9]\d\dpx|[^-]width="[6-9]\d\d"/);
  });
});
