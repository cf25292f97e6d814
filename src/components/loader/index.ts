export type { LoaderProps, LoaderVariant } from "./Loader.tsx";
export { Loader, loaderVariants } from "./Loader.tsx";
