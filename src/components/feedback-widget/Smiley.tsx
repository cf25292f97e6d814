import type { ReactNode } from "react";
import type { SmileyValue } from "../../../machines/feedbackMachine.ts";

/** The five faces of the smiley scale (drawn like Jøkul's, whose icons are not exported). */
const faces: Record<SmileyValue, ReactNode> = {
  1: (
    <>
      <path d="M10 30C10 24.4772 14.4772 20 20 20C25.5228 20 30 24.4772 30 30" />
      <path d="M10 13.9865H16.6667" />
      <path d="M23.3333 13.9865H29.9999" />
    </>
  ),
  2: (
    <>
      <path d="M10 28.75C10 28.75 13.75 23.3334 20 23.3334C26.25 23.3334 30 28.75 30 28.75" />
      <circle cx="12.5" cy="14.5" r="1.5" fill="currentColor" stroke="none" />
      <circle cx="27.5" cy="14.5" r="1.5" fill="currentColor" stroke="none" />
    </>
  ),
  3: (
    <>
      <path d="M9.15283 25.6986H30.8477" />
      <circle cx="12.5" cy="14.5" r="1.5" fill="currentColor" stroke="none" />
      <circle cx="27.5" cy="14.5" r="1.5" fill="currentColor" stroke="none" />
    </>
  ),
  4: (
    <>
      <path d="M10 23.3334C10 23.3334 12.9167 30 20 30C27.0833 30 30 23.3334 30 23.3334" />
      <circle cx="12.5" cy="14.5" r="1.5" fill="currentColor" stroke="none" />
      <circle cx="27.5" cy="14.5" r="1.5" fill="currentColor" stroke="none" />
    </>
  ),
  5: (
    <>
      <path d="M30 21C30 26.5228 25.5228 31 20 31C14.4772 31 10 26.5228 10 21" />
      <path d="M24 14.5H29" />
      <circle cx="12.5" cy="14.5" r="1.5" fill="currentColor" stroke="none" />
    </>
  ),
};

/** A face named by its answer ('Ganske fornøyd'): the name its radio's label reads. */
export function Smiley({ value, label }: { value: SmileyValue; label: string }) {
  return (
    <svg
      className="jkl-feedback-smiley-option__icon"
      role="img"
      aria-label={label}
      focusable="false"
      viewBox="0 0 40 40"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="20" cy="20" r="19" />
      {faces[value]}
    </svg>
  );
}
