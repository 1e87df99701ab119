// `npm run rebuild-results [-- --check]`: recomputes every finished game's result summary from its
// event log and replaces the stored rows that differ (with --check: only reports, exit 1 if any).
import { prisma } from "../lib/db/client";
import { rebuildResults } from "../lib/history/results";

if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set: point it at the database whose results to rebuild.");
  process.exit(2);
}
const dryRun = process.argv.includes("--check");
const started = Date.now();
const report = await rebuildResults({ dryRun, log: (line) => console.error(line) });
console.log(
  JSON.stringify({
    games: report.games,
    changed: report.changed.length,
    changedGames: report.changed,
    orphans: report.orphans,
    written: !dryRun,
    ms: Date.now() - started,
  }),
);
await prisma.$disconnect();
process.exit(dryRun && (report.changed.length > 0 || report.orphans > 0) ? 1 : 0);
