/**
 * The meta element in which the build lists the view groups' chunks (vite.config.ts), for the
 * login page to fetch them without running them (`prefetchViewsWhenIdle`).
 */
export const viewChunksMetaName = "motor-view-chunks";

/** The chunks the build listed in the page, as URLs; none in development (Vite serves modules). */
export function listedViewChunks(document: Document): string[] {
  const content = document
    .querySelector(`meta[name="${viewChunksMetaName}"]`)
    ?.getAttribute("content");
  return content ? content.split(" ").filter(Boolean) : [];
}
