export { type BankAppContext, DocumentLink, type DocumentLinkProps } from "./DocumentLink.tsx";
