import type { Company } from "../../../core/contract/lists.ts";
import { type CompanyList, readCompanies } from "../../api/lists.ts";
import { useCachedResource } from "../../app/ApiContext.tsx";
import { ListState } from "./ListState.tsx";
import { SelectField } from "./SelectField.tsx";

export interface CompanyFieldProps {
  /** Which company list (leasing companies, lenders, bonus-transfer companies). */
  list: CompanyList;
  /** Name of the list for 'Laster inn {list}'. */
  listName: string;
  /** The select's id (the error summary links to it). */
  id?: string;
  label: string;
  name: string;
  value: string;
  onChange: (company: Company | undefined) => void;
  errorLabel?: string;
}

/** A company picked from one of the insurer's company lists, fetched when the field appears. */
export function CompanyField({
  list,
  listName,
  id,
  label,
  name,
  value,
  onChange,
  errorLabel,
}: CompanyFieldProps) {
  const companies = useCachedResource((api) => readCompanies(api, list), [list]);
  return (
    <ListState resource={companies} list={listName}>
      {({ selskaper }) => (
        <SelectField
          id={id}
          label={label}
          name={name}
          value={value}
          options={selskaper.map((company) => ({ value: company.id, label: company.navn }))}
          onChange={(id) => onChange(selskaper.find((company) => company.id === id))}
          errorLabel={errorLabel}
        />
      )}
    </ListState>
  );
}
