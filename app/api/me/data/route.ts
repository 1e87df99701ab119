// GET /api/me/data (issue 26): everything Neva holds about the signed-in person, as a JSON file
// to keep. Streamed (lib/account/export.ts), so a long history never sits whole in memory.
import { jsonRoute } from "@/lib/api/route";
import { requireApiUser } from "@/lib/auth";
import { exportFileName, exportPieces } from "@/lib/account/export";

export const dynamic = "force-dynamic";

export const GET = jsonRoute(async () => {
  const user = await requireApiUser();
  const now = new Date();
  const pieces = exportPieces(user, now);
  const encoder = new TextEncoder();
  // The first piece is read before answering, so a database that is away is a 503, not a cut file.
  const first = await pieces.next();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName(now)}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
