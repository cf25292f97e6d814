import { commonTexts } from "../../texts/common.ts";

/** Full-screen loader while the app waits; announced politely to screen readers. */
export function Loader({ text = commonTexts.loader }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="loader">
      {text}
    </div>
  );
}
