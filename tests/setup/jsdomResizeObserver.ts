// jsdom has no layout and no ResizeObserver; Jøkul's expander (the price page's coverage details)
// observes its own height with one. Nothing in jsdom ever changes size, so an observer that never
// reports is what a real one would do there.
if (typeof window !== "undefined" && !("ResizeObserver" in window)) {
  class NoLayoutResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, "ResizeObserver", {
    configurable: true,
    writable: true,
    value: NoLayoutResizeObserver,
  });
}
