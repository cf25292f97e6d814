import { type CompanyList, readCompanies } from "../../api/lists.ts";
import { useCachedResource } from "../../app/ApiContext.tsx";

/** The company's name from its list; while the list loads (or if it fails) just the answer. */
export function CompanyName({
  list,
  id,
  format,
}: {
  list: CompanyList;
  id: string;
  format: (name: string) => string;
}) {
  const companies = useCachedResource((api) => readCompanies(api, list), [list]);
  const name =
    companies.status === "ready"
      ? (companies.data.selskaper.find((company) => company.id === id)?.navn ?? "")
      : "";
  return <>{format(name)}</>;
}
