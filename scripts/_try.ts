import { tallyMatches } from "@/lib/bots/match";
const [p, g, ed, ex] = process.argv.slice(2);
const t0 = Date.now();
console.log(JSON.stringify(tallyMatches({ edition: (ed ?? "first") as "first", expansions: ex ? ex.split(",") as ["banquet"] : [] }, Number(p), Number(g), "try")), Date.now() - t0, "ms");
