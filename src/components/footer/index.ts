export type { FooterContactInfo, FooterProps } from "./Footer.tsx";
export { Footer, footerPhoneId, telHref } from "./Footer.tsx";
