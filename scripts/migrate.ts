// Applies prisma/migrations to DATABASE_URL (the project's stand-in for `prisma migrate deploy`).
import { migrate } from "../lib/db/migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. `npm run dev` and `npm start` migrate their own embedded database.");
  process.exit(2);
}
const { applied, skipped } = await migrate(url, { log: (line) => console.log(line) });
console.log(`${applied.length} migration(s) applied, ${skipped.length} already up to date.`);
