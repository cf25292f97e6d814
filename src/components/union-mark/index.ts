export { UnionProgrammeMark } from "./UnionProgrammeMark.tsx";
