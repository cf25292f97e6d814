import { seedPriceReferences } from "../catalogue/priceReferences.ts";
import { seedVehicles } from "../catalogue/vehicles.ts";
import type { Database } from "../db/database.ts";
import { takeStartupLock } from "../db/migrate.ts";
import { seedAgreements } from "./agreements.ts";
import { seedTestPersons } from "./testPersons.ts";

/**
 * Brings the reserved test data to its documented state; safe to run on every start. In one
 * transaction under the migrations' advisory lock, so instances starting at once on one
 * PostgreSQL take turns: two seeding together inserted the same test person at the same moment,
 * and the one whose insert met the other's on the persona's unique key (not the key its
 * `on conflict` names) failed to start (CI, tests/server/built/instances.test.ts).
 */
export async function seed(db: Database, today: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await takeStartupLock(tx);
    await seedTestPersons(tx, today);
    await seedVehicles(tx, today);
    await seedPriceReferences(tx);
    await seedAgreements(tx, today);
  });
}
