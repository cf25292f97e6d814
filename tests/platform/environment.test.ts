import { describe, expect, it } from "vitest";
import { type EnvironmentHosts, environmentFromHost } from "../../src/platform/environment.ts";

const hosts: EnvironmentHosts = {
  production: ["www.forsikring.example", "forhandler.forsikring.example", "partner.example"],
  qa: ["qa.forsikring.example", "qa2.forsikring.example"],
  dev: ["dev.local"],
};

describe("environmentFromHost", () => {
  it.each([
    ["www.forsikring.example", "production"],
    ["PARTNER.example", "production"],
    ["qa2.forsikring.example", "QA"],
    ["dev.local", "Dev"],
    ["localhost", "Dev"],
    ["127.0.0.1", "Dev"],
    ["test7.forsikring.example", "Test"],
    ["forsikring.example", "Test"],
  ] as const)("%s is %s", (host, environment) => {
    expect(environmentFromHost(host, hosts)).toBe(environment);
  });

  it("never counts a look-alike host as production", () => {
    expect(environmentFromHost("www.forsikring.example.evil.example", hosts)).toBe("Test");
  });
});
