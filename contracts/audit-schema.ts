import { z } from "zod";
import { pageQuery } from "./schema-helpers.ts";

export const auditListQuerySchema = z.object({
  page: pageQuery.page,
  limit: pageQuery.limit.default(50),
  action: z
    .string()
    .trim()
    .max(60, "Must be at most 60 characters")
    .regex(/^[a-z_.]*$/, "Must be an action name such as employee.create")
    .default(""),
});

export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export type AuditEvent = {
  id: number;
  actorEmail: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
};
