// `npm run mail -- <command>`: the operator's view of the mail outbox (needs DATABASE_URL).
//   failed            mails that gave up, with their last error
//   pending           mails waiting to go out (and retries with their last error)
//   stats             counts by status and kind (stale: dropped as pointless, e.g. the turn was played)
//   retry <id|all>    puts failed mails back in the queue
import { prisma } from "../lib/db/client";

const [command = "stats", arg] = process.argv.slice(2);

function line(row: { id: string; kind: string; toAddress: string; attempts: number; sendAfter: Date; lastError: string | null; createdAt: Date }) {
  return `${row.id}  ${row.kind.padEnd(10)} ${row.toAddress.padEnd(32)} attempts ${row.attempts}  due ${row.sendAfter.toISOString()}\n    ${row.lastError ?? "(no error)"}`;
}

async function main() {
  switch (command) {
    case "failed": {
      const rows = await prisma.mailOutbox.findMany({ where: { status: "failed" }, orderBy: { createdAt: "desc" }, take: 200 });
      console.log(rows.length === 0 ? "No failed mail." : rows.map(line).join("\n"));
      break;
    }
    case "pending": {
      const rows = await prisma.mailOutbox.findMany({ where: { status: { in: ["pending", "sending"] } }, orderBy: { sendAfter: "asc" }, take: 200 });
      console.log(rows.length === 0 ? "Nothing queued." : rows.map(line).join("\n"));
      break;
    }
    case "stats": {
      const groups = await prisma.mailOutbox.groupBy({ by: ["status", "kind"], _count: { _all: true }, orderBy: [{ status: "asc" }, { kind: "asc" }] });
      console.log(groups.length === 0 ? "The outbox is empty." : groups.map((g) => `${g.status.padEnd(10)} ${g.kind.padEnd(10)} ${g._count._all}`).join("\n"));
      break;
    }
    case "retry": {
      if (!arg) throw new Error("usage: npm run mail -- retry <id|all>");
      const { count } = await prisma.mailOutbox.updateMany({
        where: { status: "failed", ...(arg === "all" ? {} : { id: arg }) },
        data: { status: "pending", attempts: 0, sendAfter: new Date(), lockedUntil: null },
      });
      console.log(`${count} mail(s) queued again.`);
      break;
    }
    default:
      console.log("usage: npm run mail -- failed | pending | stats | retry <id|all>");
      process.exitCode = 2;
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
