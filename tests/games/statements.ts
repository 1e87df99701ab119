// Every statement the pg driver sends while `run` runs (BEGIN and COMMIT included), as the
// statements benchmark counts them: what a path costs the database, whatever the machine.
import pg from "pg";

// `names` holds each statement's name (null when sent unnamed: parsed and planned again each time).
export async function countStatements<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[]; names: (string | null)[] }> {
  const statements: string[] = [];
  const names: (string | null)[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string };
    statements.push((typeof first === "string" ? first : (first?.text ?? "")).replace(/\s+/g, " ").trim());
    names.push(typeof first === "string" ? null : (first?.name ?? null));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    return { result: await run(), statements, names };
  } finally {
    pg.Client.prototype.query = query;
  }
}
