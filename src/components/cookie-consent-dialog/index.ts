export { CookieConsentDialog, type CookieConsentDialogProps } from "./CookieConsentDialog.tsx";
