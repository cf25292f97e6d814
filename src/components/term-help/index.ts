export { TermHelp } from "./TermHelp.tsx";
