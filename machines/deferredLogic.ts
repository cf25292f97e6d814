import type { AnyActorLogic } from "xstate";

export interface DeferredLogic<TLogic extends AnyActorLogic> {
  /** Stands in for the logic: give it to `setup`/`provide` now, resolve it before it is invoked. */
  readonly logic: TLogic;
  /** The real logic has arrived (a lazily loaded chunk); the stand-in now behaves as it. */
  resolve(real: TLogic): void;
  readonly isResolved: boolean;
}

/**
 * Actor logic whose code arrives later. The purchase flow is a chunk of its own that loads after
 * login, but the app root must name its logic when it is created: the stand-in delegates every
 * property to the real logic through its prototype (as `withRestoredSnapshot` does), so xstate
 * sees the machine itself once it is resolved. Used before that, it throws, naming what is missing.
 */
export function deferredLogic<TLogic extends AnyActorLogic>(name: string): DeferredLogic<TLogic> {
  const missing = new Proxy(
    {},
    {
      get(_target, key) {
        // Symbols and `then` are probed by runtimes (inspection, promise resolution); answer
        // them as a plain object would.
        if (typeof key === "symbol" || key === "then") return undefined;
        throw new Error(`${name}: the logic is not loaded yet (read '${key}')`);
      },
    },
  );
  const logic = Object.create(missing) as TLogic;
  let isResolved = false;
  return {
    logic,
    resolve(real) {
      Object.setPrototypeOf(logic, real);
      isResolved = true;
    },
    get isResolved() {
      return isResolved;
    },
  };
}
