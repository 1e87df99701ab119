// Language benchmark (issue 20): GET /games/{id} signed in, read in Russian against the same page
// in English, asked in turns in the same run (the goal: Russian p50 within 10% of English's). The
// player has no stored language, so Accept-Language decides, as for a new player's browser.
//
//   BENCH_ONLY=locale-page npm run bench          (this one alone; BENCH_LOCALE_REQUESTS=200)
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { ensureBuild, percentile, withBenchServer, type Prisma } from "./server";

const fmt = (s: number[]) => `p50 ${percentile(s, 50).toFixed(2)} ms  p95 ${percentile(s, 95).toFixed(2)} ms`;

export async function benchLocalePage(): Promise<void> {
  const requests = Number(process.env.BENCH_LOCALE_REQUESTS || 200);
  await ensureBuild("locale page");
  const seed = async (prisma: Prisma) => {
    // Imported only once the harness has set DATABASE_URL: the client reads it when it is created.
    const { insertGame, makeUser } = await import("../history/helpers");
    const players = await Promise.all([makeUser("ru"), makeUser("opp"), makeUser("opp")]);
    const game = await insertGame(players, { seed: `bench-locale-${randomBytes(3).toString("hex")}`, finishedAt: new Date(), stopAfter: 20 });
    const token = randomBytes(32).toString("hex");
    await prisma.session.create({ data: { sessionToken: token, userId: players[0].id, expires: new Date(Date.now() + 86_400_000) } });
    return { gameId: game.id, cookie: `authjs.session-token=${token}` };
  };
  await withBenchServer({ prefix: "bench-locale-", readyPath: "/signin", seed }, async ({ base, seeded: { gameId, cookie } }) => {
    const get = async (language: string, lang: string) => {
      const response = await fetch(`${base}/games/${gameId}`, { headers: { cookie, "accept-language": language } });
      const body = await response.text();
      if (response.status !== 200 || !body.includes("game-table") || !body.includes(`lang="${lang}"`)) throw new Error(`GET /games/${gameId} in ${lang}: ${response.status}`);
      return body.length;
    };
    for (let i = 0; i < 20; i++) await Promise.all([get("en-US", "en"), get("ru-RU,ru;q=0.9", "ru")]);
    const en: number[] = [];
    const ru: number[] = [];
    // In turns, one request at a time, so both languages meet the same load.
    for (let i = 0; i < requests; i++) {
      for (const [list, language, lang] of [[en, "en-US", "en"], [ru, "ru-RU,ru;q=0.9", "ru"]] as const) {
        const t0 = performance.now();
        await get(language, lang);
        list.push(performance.now() - t0);
      }
    }
    en.sort((a, b) => a - b);
    ru.sort((a, b) => a - b);
    const ratio = percentile(ru, 50) / percentile(en, 50);
    console.log(`locale page: ${loadavg()[0].toFixed(1)} load average; one running game (20 moves), next start, one request at a time`);
    console.log(`  GET /games/{id} in English (baseline)  ${fmt(en)}`);
    console.log(`  GET /games/{id} in Russian             ${fmt(ru)}`);
    console.log(`  ratio Russian p50 / English p50        ${ratio.toFixed(2)}×   (goal ≤ 1.10×)`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLocalePage();
