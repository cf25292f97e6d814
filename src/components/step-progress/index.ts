export { StepProgress, type StepProgressProps } from "./StepProgress.tsx";
