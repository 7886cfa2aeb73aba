import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType, input, output } from "zod/v4/core";

type FormSchema = $ZodType<Record<string, unknown>, Record<string, unknown>>;

type SchemaFormOptions<Schema extends FormSchema> = {
  id: string;
  schema: Schema;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** When a field is first checked; after that every keystroke re-checks it. */
  shouldValidate?: "onBlur" | "onSubmit";
};

/** A Conform form checked in the browser by the same Zod schema the action uses. */
export function useSchemaForm<Schema extends FormSchema>({
  id,
  schema,
  lastResult,
  shouldValidate = "onBlur",
}: SchemaFormOptions<Schema>) {
  return useForm<input<Schema>, output<Schema>, string[]>({
    id,
    lastResult,
    shouldValidate,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
