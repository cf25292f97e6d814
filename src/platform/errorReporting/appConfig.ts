/** SPEC §8: a missing configuration value warns in the console and is reported. */
import type { ErrorReporter } from "./reporter.ts";

export const missingConfigMessage = (name: string) => `AppConfig ${name} has no value`;

/** The value, or undefined after warning and reporting 'AppConfig {name} has no value'. */
export function configValue<C extends object, K extends keyof C & string>(
  config: C,
  name: K,
  reporter: Pick<ErrorReporter, "captureMessage">,
  warn: (message: string) => void = (message) => console.warn(message),
): NonNullable<C[K]> | undefined {
  const value = config[name];
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    const message = missingConfigMessage(name);
    warn(message);
    reporter.captureMessage(message, "warning");
    return undefined;
  }
  return value as NonNullable<C[K]>;
}
