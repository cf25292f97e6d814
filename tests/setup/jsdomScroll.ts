// jsdom has no layout, so its window.scrollTo only prints "Not implemented"; the tests that care
// about scrolling spy on it. A silent no-op keeps the test output readable.
if (typeof window !== "undefined") {
  Object.defineProperty(window, "scrollTo", {
    configurable: true,
    writable: true,
    value: () => undefined,
  });
}
