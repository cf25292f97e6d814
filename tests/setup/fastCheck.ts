/**
 * Property tests run from a fixed seed, so a failure replays the same way on every machine.
 * fast-check prints the seed and the counterexample's path when a property fails; replay with
 * `FC_SEED=<seed> npx vitest run <file>`.
 */
import fc from "fast-check";

export const propertySeed = Number(process.env.FC_SEED ?? 20_261_123);

fc.configureGlobal({ seed: propertySeed, numRuns: 200 });
