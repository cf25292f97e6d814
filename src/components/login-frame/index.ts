export { defaultLoginFrameHeight, isDimensionsMessage, LoginFrame } from "./LoginFrame.tsx";
