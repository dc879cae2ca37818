import { z } from "zod";
import { msg } from "./messages/message.ts";
import { MAX_ROW_ID } from "./row-keys.ts";
import { isoDate, pageQuery } from "./schema-helpers.ts";

/** A filter's empty value (a cleared field of the filter form) means "any". */
const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** The audit log's filters, shared by the staff screen, the API and the CSV export. */
export const auditFilterSchema = z.object({
  action: z
    .string()
    .trim()
    .max(60, msg("maxLength", 60))
    .regex(/^[a-z_.]*$/, msg("actionName"))
    .default(""),
  /** A staff account's id, or "system" for entries without a signed-in member. */
  actor: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^([1-9][0-9]{0,9}|system)$/, msg("actorId"))
      .refine((actor) => actor === "system" || Number(actor) <= MAX_ROW_ID, msg("actorId"))
      .optional(),
  ),
  /** First and last calendar day shown, in Jakarta time (the staff area's days). */
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
});

export const auditListQuerySchema = auditFilterSchema.extend({
  page: pageQuery.page,
  limit: pageQuery.limit.default(50),
});

export type AuditFilter = z.output<typeof auditFilterSchema>;
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export type AuditEvent = {
  id: number;
  actorEmail: string | null;
  /** The member's name while their account exists. */
  actorName: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
};

/** Someone who appears in the log, for the "person" filter. */
export type AuditActorOption = { value: string; label: string };
