import { useEffect, useState } from "react";
import { loginTexts } from "../../../core/texts/login.ts";

/** SPEC §7: the frame's height defaults to 275 × 1.08 until the login app reports its size. */
export const defaultLoginFrameHeight = 275 * 1.08;

interface DimensionsMessage {
  content: "LOGINAPP_DIMENSIONS";
  height: number;
  width: number;
}

export function isDimensionsMessage(data: unknown): data is DimensionsMessage {
  if (!data || typeof data !== "object") return false;
  const message = data as Record<string, unknown>;
  return (
    message.content === "LOGINAPP_DIMENSIONS" &&
    typeof message.height === "number" &&
    message.height > 0
  );
}

/**
 * The embedded login: sized by the LOGINAPP_DIMENSIONS messages its page posts. Only messages from
 * the frame's own origin count (read in the effect: the server renders no frame, but this keeps
 * the component free of `window` in its render).
 */
export function LoginFrame({ src }: { src: string }) {
  const [height, setHeight] = useState(defaultLoginFrameHeight);
  useEffect(() => {
    const frameOrigin = new URL(src, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || !isDimensionsMessage(event.data)) return;
      setHeight(event.data.height);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [src]);
  return (
    <iframe
      className="login-frame"
      title={loginTexts.frameTitle}
      src={src}
      style={{ height: `${height}px` }}
    />
  );
}
