// `npm run moderation -- <command>`: the operator's view of table talk (needs DATABASE_URL).
//   reports      reported messages, most recently reported first, with their text and author
//   hide <id>    hides a message from everyone (pages drop it at once; mail no longer shows it)
import { prisma } from "../lib/db/client";
import { hideMessage, reportedMessages } from "../lib/talk/moderation";
import { TALK_WORDS } from "../lib/talk/words";

const [command, arg] = process.argv.slice(2);

async function main(): Promise<number> {
  if (command === "reports") {
    const rows = await reportedMessages();
    if (rows.length === 0) console.log(TALK_WORDS.modNoReports);
    for (const r of rows) {
      // JSON.stringify: a message's own characters can never pass for another line of this list.
      console.log(`${r.id}  game ${r.gameId}  ${r.at}  reports ${r.reports}${r.hidden ? "  (hidden)" : ""}\n    ${r.author}: ${JSON.stringify(r.text)}`);
    }
    return 0;
  }
  if (command === "hide" && arg) {
    const result = await hideMessage(arg);
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  }
  console.error(TALK_WORDS.modUsage);
  return 2;
}

main()
  .then((code) => (process.exitCode = code))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
