import { PageError } from "../../components/page-error/index.ts";

/** SPEC §2: unknown paths show a not-found page. */
export function NotFoundPage() {
  return <PageError kind="notFound" />;
}
