import { z } from "zod";
import { employeeInputSchema } from "./employee-schema.ts";
import { msg } from "./messages/message.ts";
import { rowIdSchema } from "./row-keys.ts";

/** Which employees a bulk action touches: listed ids, or every one matching the list's search. */
export type EmployeeSelection = { ids: number[] } | { matching: string };

const MAX_TICKED = 1000;

/** One row's delete on the list (the spec's dialogs). */
export const employeeDeleteSchema = z.object({ id: rowIdSchema });

/** A bulk form's fields: `scope=matching` with the list's search, or each ticked row's `ids`. */
const selectionFields = {
  scope: z.string().optional(),
  search: z.string().optional(),
  ids: z.array(z.string()).optional(),
};

const tickedIds = z
  .array(z.coerce.number().pipe(rowIdSchema), { error: msg("selectRowsAgain") })
  .min(1, msg("selectAtLeastOne", "row"))
  .max(MAX_TICKED, msg("selectAtMostRows", MAX_TICKED));

function toSelection(
  form: { scope?: string; search?: string; ids?: string[] },
  ctx: z.RefinementCtx,
): EmployeeSelection {
  if (form.scope === "matching") return { matching: (form.search ?? "").slice(0, 200) };
  const ids = tickedIds.safeParse(form.ids ?? []);
  if (ids.success) return { ids: ids.data };
  const tooFewOrMany = ids.error.issues.find((issue) => issue.path.length === 0);
  ctx.addIssue({
    code: "custom",
    path: ["ids"],
    message: tooFewOrMany?.message ?? msg("selectRowsAgain"),
  });
  return z.NEVER;
}

/** Delete the selected rows. */
export const employeeBulkDeleteSchema = z.object(selectionFields).transform(toSelection);

/** Set one status (English or Indonesian words) on the selected rows. */
export const employeeBulkStatusSchema = z
  .object({ ...selectionFields, status: employeeInputSchema.shape.status })
  .transform((form, ctx) => ({ selection: toSelection(form, ctx), status: form.status }));

/** Undo of one delete (single or bulk): the token its answer carried. */
export const employeeUndoDeleteSchema = z.object({
  token: z.string({ error: msg("deleteAgain") }).uuid(msg("deleteAgain")),
});
