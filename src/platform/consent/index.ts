export * from "./consent.ts";
