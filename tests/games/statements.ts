// Every statement the pg driver sends while `run` runs (BEGIN and COMMIT included), as the
// statements benchmark counts them: what a path costs the database, whatever the machine.
import pg from "pg";

export async function countStatements<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    statements.push((typeof first === "string" ? first : (first?.text ?? "")).replace(/\s+/g, " ").trim());
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    return { result: await run(), statements };
  } finally {
    pg.Client.prototype.query = query;
  }
}
