export { SessionTimeoutModal, type SessionTimeoutModalProps } from "./SessionTimeoutModal.tsx";
