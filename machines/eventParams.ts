/**
 * The params a named guard or action takes from an invoked actor's answer, written once for every
 * chart (`params: errorOf` reads as "the call's error").
 */

/** The error of an actor's error event (`onError`), as `{ error }`. */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The output of an actor's done event (`onDone`). */
export const outputOf = <TOutput>({ event }: { event: { output: TOutput } }) => event.output;
