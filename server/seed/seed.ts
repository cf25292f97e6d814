import { seedPriceReferences } from "../catalogue/priceReferences.ts";
import { seedVehicles } from "../catalogue/vehicles.ts";
import type { Database } from "../db/database.ts";
import { seedAgreements } from "./agreements.ts";
import { seedTestPersons } from "./testPersons.ts";

/** Brings the reserved test data to its documented state; safe to run on every start. */
export async function seed(db: Database, today: Date): Promise<void> {
  await seedTestPersons(db, today);
  await seedVehicles(db, today);
  await seedPriceReferences(db);
  await seedAgreements(db, today);
}
