import { layoutTexts } from "../../../core/texts/layout.ts";

/**
 * SPEC §6: a union member sees the union programme's mark. Drawn for this project (three figures
 * side by side in a ring), deliberately no real organisation's logo; named for screen readers.
 */
export function UnionProgrammeMark() {
  return (
    <svg
      className="union-mark"
      role="img"
      aria-label={layoutTexts.unionProgrammeMark}
      viewBox="0 0 32 32"
      width="32"
      height="32"
      focusable="false"
    >
      <circle cx="16" cy="16" r="14.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="9.5" cy="13" r="2.5" fill="currentColor" />
      <circle cx="16" cy="11" r="3" fill="currentColor" />
      <circle cx="22.5" cy="13" r="2.5" fill="currentColor" />
      <path
        d="M5.5 22c0-3 1.8-5 4-5s4 2 4 5zM11.5 22c0-4 2-6.5 4.5-6.5s4.5 2.5 4.5 6.5zM18.5 22c0-3 1.8-5 4-5s4 2 4 5z"
        fill="currentColor"
      />
    </svg>
  );
}
