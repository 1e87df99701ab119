import { describe, expect, it, inject } from "vitest";
import { actualShape, expectedShape, loadDatamodel } from "./schema-shape";

describe("prisma/schema.prisma and prisma/migrations", () => {
  it("describe the same database (tables, columns, defaults, indexes, foreign keys, enums)", async () => {
    const expected = expectedShape(loadDatamodel());
    const actual = await actualShape(inject("databaseUrl"));
    // On failure: write a new migration in prisma/migrations for the schema change.
    expect(actual).toEqual(expected);
  });
});
