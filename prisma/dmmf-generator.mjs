// A minimal Prisma generator (JSON-RPC: requests on stdin, replies on stderr) that writes the
// schema's DMMF datamodel to JSON. tests/db/drift.test.ts compares it with the migrated
// database, since `prisma migrate diff` needs the native schema engine we cannot download.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

function reply(id, result) {
  process.stderr.write(`${JSON.stringify({ jsonrpc: "2.0", id, result })}\n`);
}

createInterface({ input: process.stdin }).on("line", (line) => {
  const message = JSON.parse(line);
  if (message.method === "getManifest") {
    reply(message.id, {
      manifest: { prettyName: "DMMF for the drift test", defaultOutput: "../lib/db/generated", requiresEngines: [] },
    });
  } else if (message.method === "generate") {
    const out = message.params.generator.output.value;
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, "datamodel.json"), JSON.stringify(message.params.dmmf.datamodel, null, 1));
    reply(message.id, null);
  }
});
