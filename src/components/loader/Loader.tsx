import { Loader as JokulLoader } from "@fremtind/jokul/loader";
import { commonTexts } from "../../../core/texts/common.ts";

export const loaderVariants = ["fullScreen", "inline"] as const;
export type LoaderVariant = (typeof loaderVariants)[number];

export interface LoaderProps {
  /** Shown and announced; SPEC §9 default 'Vennligst vent'. */
  text?: string;
  /** `fullScreen` (default) fills the viewport while the app loads; `inline` sits in the page. */
  variant?: LoaderVariant;
}

/**
 * A loader announced politely to screen readers. The Jøkul dots are decoration (hidden from
 * assistive technology); the visible text is what is read.
 */
export function Loader({ text = commonTexts.loader, variant = "fullScreen" }: LoaderProps) {
  return (
    <div role="status" aria-live="polite" className={`loader loader--${variant}`}>
      <span aria-hidden="true" className="loader__dots">
        <JokulLoader
          textDescription={text}
          variant={variant === "fullScreen" ? "large" : "small"}
          inline={variant === "inline"}
        />
      </span>
      <span className="loader__text">{text}</span>
    </div>
  );
}
