/** A failed call (status ≥ 400), with the parsed error body as `details` (SPEC §8). */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly details: unknown,
  ) {
    super(statusText || `HTTP ${status}`);
  }
}

/** The response was not the JSON the contract promises. */
export class ResponseShapeError extends Error {
  override readonly name = "ResponseShapeError";
}

export const jsonParseErrorMessage = "Error while parsing JSON";
