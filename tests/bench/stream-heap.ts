// What an idle stream costs the server, and what holds it: `npx tsx tests/bench/stream-heap.ts`
// starts `next start` (the bench build) with --heapsnapshot-signal, opens HEAP_STREAMS (default
// 500) idle streams (4 of one game per viewer: the per-game cap), and prints the server's RSS
// before and after, and the heap's growth by constructor between two snapshots (a snapshot
// collects garbage first, so what it shows is held).
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { SseReader } from "../live/sse";
import { ensureBuild, treeRss, withBenchServer } from "./server";

/** Writes a heap snapshot of `pid` (SIGUSR2) and returns self size by "type:name". */
type Snap = { byKey: Map<string, { count: number; size: number }>; ids: Set<number>; holders?: Map<string, number> };

async function snapshot(pid: number, dir: string, knownIds?: Set<number>): Promise<Snap> {
  const before = new Set(readdirSync(dir).filter((f) => f.endsWith(".heapsnapshot")));
  process.kill(pid, "SIGUSR2");
  let file: string | undefined;
  for (let i = 0; i < 600 && !file; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const found = readdirSync(dir).find((f) => f.endsWith(".heapsnapshot") && !before.has(f));
    // Written in one go at the end: wait until its size stops changing.
    if (found) {
      const a = readFileSync(path.join(dir, found)).length;
      await new Promise((r) => setTimeout(r, 1500));
      if (a > 0 && a === readFileSync(path.join(dir, found)).length) file = found;
    }
  }
  if (!file) throw new Error("no heap snapshot written");
  const full = path.join(dir, file);
  const snap = JSON.parse(readFileSync(full, "utf8"));
  rmSync(full);
  const fields: string[] = snap.snapshot.meta.node_fields;
  const types: string[] = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [iType, iName, iSize] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const iId = fields.indexOf("id");
  const iEdges = fields.indexOf("edge_count");
  const byKey = new Map<string, { count: number; size: number }>();
  const ids = new Set<number>();
  const nodeCount = snap.nodes.length / width;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const key = `${types[snap.nodes[i + iType]]}:${String(snap.strings[snap.nodes[i + iName]]).slice(0, 60)}`;
    const entry = byKey.get(key) ?? { count: 0, size: 0 };
    entry.count++;
    entry.size += snap.nodes[i + iSize];
    byKey.set(key, entry);
    ids.add(snap.nodes[i + iId]);
  }
  if (!knownIds) return { byKey, ids };
  // Who holds the new objects: for each object not in the first snapshot, the nearest retainer
  // up the chain that is an instance of a named class (not a plain Object, Array, closure
  // context or system object); its new bytes are counted to that class.
  const edgeFields: string[] = snap.snapshot.meta.edge_fields;
  const edgeTypes: string[] = snap.snapshot.meta.edge_types[0];
  const ew = edgeFields.length;
  const [eType, eTo] = ["type", "to_node"].map((f) => edgeFields.indexOf(f));
  const retainer = new Int32Array(nodeCount).fill(-1);
  let e = 0;
  for (let n = 0; n < nodeCount; n++) {
    const count = snap.nodes[n * width + iEdges];
    for (let k = 0; k < count; k++, e += ew) {
      if (edgeTypes[snap.edges[e + eType]] === "weak") continue;
      const to = snap.edges[e + eTo] / width;
      if (retainer[to] === -1 && to !== n) retainer[to] = n;
    }
  }
  const plain = /^(Object|Array|system \/.*|Promise|Generator|\(.*\)|)$/;
  const holders = new Map<string, number>();
  for (let n = 0; n < nodeCount; n++) {
    if (knownIds.has(snap.nodes[n * width + iId])) continue;
    let at = retainer[n];
    let name = "(none)";
    for (let step = 0; step < 60 && at >= 0; step++, at = retainer[at]) {
      const t = types[snap.nodes[at * width + iType]];
      const nm = String(snap.strings[snap.nodes[at * width + iName]]);
      if ((t === "object" || t === "native" || t === "closure") && !plain.test(nm)) {
        name = `${t}:${nm.slice(0, 50)}`;
        break;
      }
    }
    holders.set(name, (holders.get(name) ?? 0) + snap.nodes[n * width + iSize]);
  }
  return { byKey, ids, holders };
}

const streams = Number(process.env.HEAP_STREAMS || 500);
await ensureBuild("heap");
await withBenchServer(
  { prefix: "bench-heap-", readyPath: "/api/games", serverEnv: { NODE_OPTIONS: "--heapsnapshot-signal=SIGUSR2" } },
  async ({ base, pid, prisma }) => {
    const tag = randomBytes(3).toString("hex");
    const viewers: string[] = [];
    for (let i = 0; i < Math.ceil(streams / 4); i++) {
      const user = await prisma.user.create({ data: { email: `heap-${tag}-${i}@example.test`, displayName: `Heap ${tag} ${i}`, emailVerified: new Date() } });
      const token = randomBytes(32).toString("hex");
      await prisma.session.create({ data: { sessionToken: token, userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
      viewers.push(`authjs.session-token=${token}`);
    }
    const created = await fetch(`${base}/api/games`, {
      method: "POST",
      headers: { cookie: viewers[0], "content-type": "application/json", origin: base },
      body: JSON.stringify({ seats: 2, variants: {}, invites: [] }),
    });
    const gameId = ((await created.json()) as { id: string }).id;
    const open = async (cookie: string) => {
      // As a browser asks (it always offers gzip); HEAP_ENCODING=identity to compare.
      const encoding = process.env.HEAP_ENCODING || "gzip, deflate, br";
      const response = await fetch(`${base}/api/games/${gameId}/stream?since=0`, { headers: { cookie, accept: "text/event-stream", "accept-encoding": encoding }, signal: controller.signal });
      if (streams <= 4 || process.env.HEAP_SHOW) console.log(`content-encoding: ${response.headers.get("content-encoding")}`);
      if (response.status !== 200) throw new Error(`stream: ${response.status}`);
      const reader = new SseReader(response.body!);
      // Set up and idle once its first count has come (the snapshot then holds no catch-up reads).
      await reader.next((f) => f.event === "turns");
      void reader.next(() => false).catch(() => null); // keeps reading while open
      return reader;
    };
    const controller = new AbortController();
    // Warm up: one stream opened and closed, so code paths and caches exist before measuring.
    const warm = new AbortController();
    await fetch(`${base}/api/games/${gameId}/stream?since=0`, { headers: { cookie: viewers[0] }, signal: warm.signal });
    await new Promise((r) => setTimeout(r, 1000));
    warm.abort();
    await new Promise((r) => setTimeout(r, 2000));
    const dir = process.cwd();
    const heapBefore = await snapshot(pid, dir);
    const rssBefore = treeRss(pid);
    for (let i = 0; i < streams; i += 50) await Promise.all(Array.from({ length: Math.min(50, streams - i) }, (_, j) => open(viewers[Math.floor((i + j) / 4)])));
    await new Promise((r) => setTimeout(r, 2000));
    const rssAfter = treeRss(pid);
    const heapAfter = await snapshot(pid, dir, heapBefore.ids);
    let grown = 0;
    const rows: [string, number, number][] = [];
    for (const [key, after] of heapAfter.byKey) {
      const was = heapBefore.byKey.get(key) ?? { count: 0, size: 0 };
      grown += after.size - was.size;
      rows.push([key, after.count - was.count, after.size - was.size]);
    }
    rows.sort((a, b) => b[2] - a[2]);
    console.log(`streams open: ${streams} (accept-encoding: ${process.env.HEAP_ENCODING || "gzip, deflate, br"})`);
    console.log(`server RSS: ${(rssBefore / 1e6).toFixed(1)} MB → ${(rssAfter / 1e6).toFixed(1)} MB: ${((rssAfter - rssBefore) / streams / 1024).toFixed(1)} KB per stream`);
    console.log(`heap held (after GC): +${(grown / 1e6).toFixed(2)} MB: ${(grown / streams / 1024).toFixed(1)} KB per stream; largest growth by type:name (count, bytes):`);
    for (const [key, count, size] of rows.slice(0, 15)) console.log(`  ${key.padEnd(64)} ${String(count).padStart(7)} ${String(size).padStart(10)}`);
    console.log("new objects by the nearest named class holding them (bytes per stream):");
    const held = [...heapAfter.holders!].sort((a, b) => b[1] - a[1]).slice(0, 25);
    for (const [name, size] of held) console.log(`  ${name.padEnd(64)} ${(size / streams).toFixed(0).padStart(8)}`);
    controller.abort();
  },
);
