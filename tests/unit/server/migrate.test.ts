import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/db/database.ts";
import { listMigrations, migrate } from "../../../server/db/migrate.ts";

describe("migrations", () => {
  it("are versioned files applied in order, once", async () => {
    const db = await openDatabase({ databaseUrl: undefined });
    const versions = listMigrations().map((migration) => migration.version);
    expect(versions[0]).toBe("001_core");
    expect(versions).toEqual([...versions].sort());
    expect(await migrate(db)).toEqual(versions);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: string }>(
      "select version from schema_migrations order by version",
    );
    expect(rows.map((row) => row.version)).toEqual(versions);
    await db.close();
  });

  it("rolls a failing transaction back completely", async () => {
    const db = await openDatabase({ databaseUrl: undefined });
    await migrate(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          "insert into feedback (product_code, page, feedback_value) values ('bil', 'pris', 3)",
        );
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    expect(await db.query("select id from feedback")).toEqual([]);
    await db.close();
  });
});
