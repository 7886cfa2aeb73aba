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
  /** What the fields start with (a signed-in buyer's name and e-mail); what was typed wins after an error. */
  defaultValue?: Record<string, string>;
};

/** A Conform form checked in the browser by the same Zod schema the action uses. */
export function useSchemaForm<Schema extends FormSchema>({
  id,
  schema,
  lastResult,
  shouldValidate = "onBlur",
  defaultValue,
}: SchemaFormOptions<Schema>) {
  return useForm<input<Schema>, output<Schema>, string[]>({
    id,
    lastResult,
    ...(defaultValue ? { defaultValue: defaultValue as never } : {}),
    shouldValidate,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
