import { Component, type ErrorInfo, type ReactNode } from "react";
import { FullScreenError } from "../components/full-screen-error/index.ts";

interface Props {
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** SPEC §8: the top-level error boundary shows the generic error (and the error is reported). */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.failed ? <FullScreenError code="generell" /> : this.props.children;
  }
}
