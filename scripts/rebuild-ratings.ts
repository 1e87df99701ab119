// `npm run rebuild-ratings [-- --check]`: recomputes every rating from the stored results (see
// lib/ratings/rebuild.ts) and replaces the rows when any differ (with --check: only reports, exit
// 1 if any differ). Run `npm run rebuild-results` first when the results themselves are in doubt.
import { prisma } from "../lib/db/client";
import { rebuildRatings } from "../lib/ratings/rebuild";

if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set: point it at the database whose ratings to rebuild.");
  process.exit(2);
}
const dryRun = process.argv.includes("--check");
const started = Date.now();
const report = await rebuildRatings({ dryRun });
const changed = report.changedGames.length + report.changedPlayers.length;
console.log(JSON.stringify({ ...report, written: !dryRun && changed > 0, ms: Date.now() - started }));
await prisma.$disconnect();
process.exit(dryRun && changed > 0 ? 1 : 0);
