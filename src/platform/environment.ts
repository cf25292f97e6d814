/**
 * The environment from the host name (SPEC §4 "Environment"): production for the listed customer,
 * dealer and partner hosts, QA for the QA hosts, Dev for local test hosts, otherwise Test. The
 * host lists come from configuration.
 */
export const environments = ["production", "QA", "Dev", "Test"] as const;
export type Environment = (typeof environments)[number];

export interface EnvironmentHosts {
  /** Customer, dealer and partner hosts. */
  production: readonly string[];
  qa: readonly string[];
  /** Local hosts; localhost and loopback addresses count even when not listed. */
  dev?: readonly string[];
}

export const localHosts = ["localhost", "127.0.0.1", "[::1]", "::1"] as const;

function matches(host: string, list: readonly string[] | undefined): boolean {
  return (list ?? []).some((entry) => entry.toLowerCase() === host);
}

export function environmentFromHost(hostname: string, hosts: EnvironmentHosts): Environment {
  // `location.hostname`: no port; IPv6 in brackets.
  const host = hostname.trim().toLowerCase().replace(/\.$/, "");
  if (matches(host, hosts.production)) return "production";
  if (matches(host, hosts.qa)) return "QA";
  if (matches(host, hosts.dev) || (localHosts as readonly string[]).includes(host)) return "Dev";
  return "Test";
}
