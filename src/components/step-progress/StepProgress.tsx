export interface StepProgressProps {
  /** 1-based position of the current part. */
  number: number;
  of: number;
  /** "Steg 2 av 4". */
  position: string;
  /** The part's name, e.g. "Om bilen og deg". */
  section: string;
}

/**
 * Where the customer is in the purchase: the position and the part's name as text, and a bar of
 * one segment per part for the eye (hidden from screen readers, who hear the text).
 */
export function StepProgress({ number, of, position, section }: StepProgressProps) {
  return (
    <div className="step-progress">
      <p className="step-progress__text">
        <span className="step-progress__position">{position}</span>
        <span aria-hidden="true"> · </span>
        {section}
      </p>
      <ol className="step-progress__bar" aria-hidden="true">
        {Array.from({ length: of }, (_, index) => (
          <li
            // The segments have no identity but their position.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of segments
            key={index}
            className={index < number ? "step-progress__segment is-done" : "step-progress__segment"}
          />
        ))}
      </ol>
    </div>
  );
}
