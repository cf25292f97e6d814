/**
 * How long a test waits for what it expects (an answer of the sandbox, a screen, a state): a
 * limit for a hang, never a budget. On the shared 2-core hosts a load average of 12-20 made
 * waits of a few seconds fail that pass at once on an idle machine (issue 28); a test that
 * works passes as soon as what it waits for is there, however long the limit.
 */
export const waitLimitMs = 120_000;
