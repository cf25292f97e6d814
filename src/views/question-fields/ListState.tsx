import { Button } from "@fremtind/jokul/button";
import type { ReactNode } from "react";
import { questionTexts } from "../../../core/texts/steps/questions.ts";
import type { Resource } from "../../app/ApiContext.tsx";
import { PageError } from "../../components/page-error/index.ts";

export interface ListStateProps<T> {
  resource: Resource<T>;
  /** What is loading, for 'Laster inn {list}'. */
  list: string;
  children: (data: T) => ReactNode;
}

/**
 * A list a step fetches itself (SPEC §8 page errors): 'Laster inn {list}' while loading, the
 * list-load error with a retry button on failure, else the field built from the data.
 */
export function ListState<T>({ resource, list, children }: ListStateProps<T>) {
  if (resource.status === "loading") return <PageError kind="listLoading" list={list} />;
  if (resource.status === "error")
    return (
      <div className="question-list-error">
        <PageError kind="listLoadFailed" />
        <Button type="button" variant="secondary" onClick={() => resource.retry()}>
          {questionTexts.retry}
        </Button>
      </div>
    );
  return <>{children(resource.data)}</>;
}
