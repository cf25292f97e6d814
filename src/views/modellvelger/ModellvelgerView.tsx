import { InfoMessage } from "@fremtind/jokul/message";
import { useEffect, useState } from "react";
import {
  makeChoiceSchema,
  modelChoiceSchema,
  variantChoiceSchema,
} from "../../../core/domain/choices.ts";
import { firstIssueMessage } from "../../../core/domain/validate.ts";
import {
  createModelYearSchema,
  createRegistrationYearSchema,
} from "../../../core/domain/vehicleYears.ts";
import { modellvelgerTexts, questionTexts } from "../../../core/texts/steps/questions.ts";
import type { BobilMerke } from "../../../machines/types.ts";
import { useResource } from "../../app/ApiContext.tsx";
import { usePurchaseSelector, usePurchaseSend } from "../../app/purchaseHooks.ts";
import { selectIsMotorhome } from "../../app/purchaseSelectors.ts";
import { draftSchemas, useAnswerDraft } from "../../app/useAnswerDraft.ts";
import { ErrorSummary } from "../../components/error-summary/index.ts";
import { TextField, useStepForm } from "../../components/form-field/index.ts";
import { ListState } from "../question-fields/ListState.tsx";
import { SelectField } from "../question-fields/SelectField.tsx";
import { selectVehicleNoun } from "../question-fields/vehicleNoun.ts";
import { StepPage } from "../step-page/StepPage.tsx";
import { loadMakes, loadModels, loadVariants } from "./pickerLists.ts";

interface Chosen {
  code: string;
  name: string;
}

const nothing: Chosen = { code: "", name: "" };
const noValues: BobilMerke[] = [];

/** A make or model as the customer picked it, kept as a draft (its code and its name). */
function useChosenDraft(name: string, saved: Chosen): [Chosen, (chosen: Chosen) => void] {
  const [code, setCode] = useAnswerDraft(`${name}kode`, saved.code, draftSchemas.text);
  const [label, setLabel] = useAnswerDraft(`${name}navn`, saved.name, draftSchemas.text);
  const choose = (chosen: Chosen) => {
    setCode(chosen.code);
    setLabel(chosen.name);
  };
  return [{ code, name: label }, choose];
}
const yearInput = {
  inputMode: "numeric",
  maxLength: 4,
  autoComplete: "off",
  width: "6rem",
} as const;

/**
 * SPEC §2 modellvelger: model year, then make, model and variant (each list fetched for the
 * choice before it), then registration year. SPEC §5 rules: model year 1994 … next year, the
 * registration year from the model year minus 1 to next year, make/model/variant chosen.
 */
export function ModellvelgerView() {
  const send = usePurchaseSend();
  const noun = usePurchaseSelector(selectVehicleNoun);
  const motorhome = usePurchaseSelector(selectIsMotorhome);
  const saved = usePurchaseSelector((snapshot) => snapshot.context.form);
  const [today] = useState(() => new Date());
  const [modelYear, setModelYear] = useAnswerDraft(
    "modellaar",
    saved.ofvdata ? String(saved.ofvdata.modellaar) : "",
    draftSchemas.text,
  );
  const [make, setMake] = useChosenDraft(
    "merke",
    saved.ofvdata ? { code: saved.ofvdata.merkekode, name: saved.merkenavn } : nothing,
  );
  const [model, setModel] = useChosenDraft(
    "modell",
    saved.ofvdata ? { code: saved.ofvdata.modellkode, name: saved.modellnavn } : nothing,
  );
  const [variant, setVariant] = useAnswerDraft(
    "variantkode",
    saved.ofvdata?.variantkode ?? "",
    draftSchemas.text,
  );
  // A motorhome's value choices come with its variant (there is no registration number to look up);
  // undefined until the variant list has loaded with the chosen variant (also after a reload).
  const [variantValues, setVariantValues] = useState<BobilMerke[] | undefined>();
  const [registrationYear, setRegistrationYear] = useAnswerDraft(
    "registreringsaar",
    saved.ofvdata ? String(saved.ofvdata.registreringsaar) : "",
    draftSchemas.text,
  );
  const modelYearError = firstIssueMessage(createModelYearSchema(today), modelYear);
  const year = modelYearError ? undefined : Number(modelYear);
  // In the order the fields stand on the page, which the error summary follows. A list not yet
  // on the page is left out, so a submit before it appears does not mark it as asked: revealed
  // later, it is not red before the customer has touched it (issue 29 item 9).
  const form = useStepForm({
    modellaar: { id: "modellaar", error: modelYearError },
    merkekode:
      year !== undefined
        ? { id: "merkekode", error: firstIssueMessage(makeChoiceSchema, make.code) }
        : undefined,
    modellkode:
      year !== undefined && make.code
        ? { id: "modellkode", error: firstIssueMessage(modelChoiceSchema, model.code) }
        : undefined,
    variantkode:
      year !== undefined && make.code && model.code
        ? { id: "variantkode", error: firstIssueMessage(variantChoiceSchema, variant) }
        : undefined,
    registreringsaar: {
      id: "registreringsaar",
      error: firstIssueMessage(
        createRegistrationYearSchema({ modelYear: year, today }),
        registrationYear,
      ),
    },
  });
  // Only the fields on screen can be fixed; a list still loading just holds the submit back.
  const complete =
    year !== undefined &&
    make.code !== "" &&
    model.code !== "" &&
    variant !== "" &&
    (!motorhome || variantValues !== undefined);

  const onSubmit = () =>
    form.submit(() => {
      if (!complete) return;
      send({
        type: "model.submit",
        ofvdata: {
          modellaar: Number(modelYear),
          registreringsaar: Number(registrationYear),
          merkekode: make.code,
          modellkode: model.code,
          variantkode: variant,
        },
        merkenavn: make.name,
        modellnavn: model.name,
        ...(variantValues && variantValues.length > 0 ? { bobilMerker: variantValues } : {}),
      });
    });

  const changeModelYear = (next: string) => {
    setModelYear(next.replace(/\D/g, "").slice(0, 4));
    setMake(nothing);
    setModel(nothing);
    setVariant("");
  };

  return (
    <StepPage
      title={modellvelgerTexts.title(noun)}
      lead={<p>{modellvelgerTexts.lead}</p>}
      onSubmit={onSubmit}
    >
      <div className="model-picker">
        <TextField
          {...form.field("modellaar")}
          label={modellvelgerTexts.modelYear}
          name="modellaar"
          value={modelYear}
          onChange={(event) => changeModelYear(event.target.value)}
          helpLabel={modellvelgerTexts.modelYearHelp}
          {...yearInput}
        />
        {year !== undefined && (
          <MakeField
            year={year}
            motorhome={motorhome}
            {...form.field("merkekode")}
            value={make.code}
            onChange={(chosen) => {
              setMake(chosen);
              setModel(nothing);
              setVariant("");
            }}
          />
        )}
        {year !== undefined && make.code !== "" && (
          <ModelField
            year={year}
            make={make.code}
            motorhome={motorhome}
            {...form.field("modellkode")}
            value={model.code}
            onChange={(chosen) => {
              setModel(chosen);
              setVariant("");
            }}
          />
        )}
        {year !== undefined && make.code !== "" && model.code !== "" && (
          <VariantField
            year={year}
            make={make.code}
            model={model.code}
            motorhome={motorhome}
            {...form.field("variantkode")}
            value={variant}
            onChange={setVariant}
            onValues={setVariantValues}
          />
        )}
        <TextField
          {...form.field("registreringsaar")}
          label={modellvelgerTexts.registrationYear}
          name="registreringsaar"
          value={registrationYear}
          onChange={(event) =>
            setRegistrationYear(event.target.value.replace(/\D/g, "").slice(0, 4))
          }
          helpLabel={modellvelgerTexts.registrationYearHelp}
          {...yearInput}
        />
      </div>
      <ErrorSummary {...form.summary} />
    </StepPage>
  );
}

interface PickerFieldProps<T> {
  id: string;
  year: number;
  motorhome: boolean;
  value: string;
  errorLabel: string | undefined;
  onChange: (chosen: T) => void;
}

function MakeField({ id, year, motorhome, value, errorLabel, onChange }: PickerFieldProps<Chosen>) {
  const makes = useResource((api) => loadMakes(api, year, motorhome), [year, motorhome]);
  return (
    <ListState resource={makes} list={questionTexts.lists.makes}>
      {({ merker }) =>
        merker.length === 0 ? (
          <InfoMessage>{modellvelgerTexts.noMakes}</InfoMessage>
        ) : (
          <SelectField
            id={id}
            label={modellvelgerTexts.make}
            name="merkekode"
            value={value}
            options={merker.map((item) => ({ value: item.merkekode, label: item.merkenavn }))}
            onChange={(code) =>
              onChange({
                code,
                name: merker.find((item) => item.merkekode === code)?.merkenavn ?? "",
              })
            }
            errorLabel={errorLabel}
          />
        )
      }
    </ListState>
  );
}

function ModelField({
  id,
  year,
  make,
  motorhome,
  value,
  errorLabel,
  onChange,
}: PickerFieldProps<Chosen> & { make: string }) {
  const models = useResource(
    (api) => loadModels(api, year, make, motorhome),
    [year, make, motorhome],
  );
  return (
    <ListState resource={models} list={questionTexts.lists.models}>
      {({ modeller }) => (
        <SelectField
          id={id}
          label={modellvelgerTexts.model}
          name="modellkode"
          value={value}
          options={modeller.map((item) => ({ value: item.modellkode, label: item.modellnavn }))}
          onChange={(code) =>
            onChange({
              code,
              name: modeller.find((item) => item.modellkode === code)?.modellnavn ?? "",
            })
          }
          errorLabel={errorLabel}
        />
      )}
    </ListState>
  );
}

function VariantField({
  id,
  year,
  make,
  model,
  motorhome,
  value,
  errorLabel,
  onChange,
  onValues,
}: PickerFieldProps<string> & {
  make: string;
  model: string;
  onValues: (values: BobilMerke[] | undefined) => void;
}) {
  const variants = useResource(
    (api) => loadVariants(api, year, make, model, motorhome),
    [year, make, model, motorhome],
  );
  // From the list for the variant on screen, however it got there (a choice, a draft, a saved
  // answer), not only when the customer changes it.
  const chosen =
    variants.status === "ready"
      ? variants.data.varianter.find((item) => item.variantkode === value)
      : undefined;
  const values = chosen ? (chosen.bobilMerker ?? noValues) : undefined;
  useEffect(() => onValues(values), [values, onValues]);
  return (
    <ListState resource={variants} list={questionTexts.lists.variants}>
      {({ varianter }) => (
        <SelectField
          id={id}
          label={modellvelgerTexts.variant}
          name="variantkode"
          value={value}
          options={varianter.map((item) => ({ value: item.variantkode, label: item.variantnavn }))}
          onChange={onChange}
          errorLabel={errorLabel}
        />
      )}
    </ListState>
  );
}
