// `npm run moderation -- <command>`: the operator's view of table talk (needs DATABASE_URL).
//   reports      reported messages, most recently reported first, with their text and author
//   hide <id>    hides a message from everyone (pages drop it at once; mail no longer shows it)
import { prisma } from "../lib/db/client";
import { hideMessage, reportedMessages } from "../lib/talk/moderation";

// Operator-only and run in a terminal: its sentences stay English and stay here, not in the
// players' catalogue (messages/*.json).
const SAY = {
  usage: "usage: npm run moderation -- reports | hide <message id>",
  noReports: "No reported messages.",
  hidden: (id: string) => `Message ${id} is hidden.`,
  notFound: (id: string) => `There is no message ${id}.`,
};

const [command, arg] = process.argv.slice(2);

async function main(): Promise<number> {
  if (command === "reports") {
    const rows = await reportedMessages();
    if (rows.length === 0) console.log(SAY.noReports);
    for (const r of rows) {
      // JSON.stringify: a message's own characters can never pass for another line of this list.
      console.log(`${r.id}  game ${r.gameId}  ${r.at}  reports ${r.reports}${r.hidden ? "  (hidden)" : ""}\n    ${r.author}: ${JSON.stringify(r.text)}`);
    }
    return 0;
  }
  if (command === "hide" && arg) {
    const result = await hideMessage(arg);
    if (result.ok) console.log(SAY.hidden(arg));
    else console.error(SAY.notFound(arg));
    return result.ok ? 0 : 1;
  }
  console.error(SAY.usage);
  return 2;
}

main()
  .then((code) => (process.exitCode = code))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
