import { z } from "zod";
import {
  isoDate,
  optionalText,
  pageQuery,
  requiredText,
  safeUrl,
} from "../../lib/schema-helpers.ts";

export const EMPLOYEE_STATUSES = ["Active", "Probation", "Contract", "Intern", "Inactive"] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const EMPLOYEE_SORT_FIELDS = [
  "id",
  "name",
  "number",
  "position",
  "department",
  "joinDate",
  "status",
] as const;

/** One schema for the form, the API and the CSV import. */
export const employeeInputSchema = z.object({
  name: requiredText(120, "Name"),
  number: z
    .number({ error: "Must be a number" })
    .int("Must be a whole number")
    .min(0, "Must be 0 or more")
    .max(2_147_483_647, "Too large"),
  position: requiredText(120, "Position"),
  department: requiredText(120, "Department"),
  joinDate: isoDate,
  status: z.enum(EMPLOYEE_STATUSES, { error: `Must be one of: ${EMPLOYEE_STATUSES.join(", ")}` }),
  photo: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    safeUrl.optional(),
  ),
  photoPath: optionalText(500),
});

export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type EmployeeData = z.output<typeof employeeInputSchema>;

export const employeeListQuerySchema = z.object({
  ...pageQuery,
  sortBy: z
    .enum(EMPLOYEE_SORT_FIELDS, { error: `Must be one of: ${EMPLOYEE_SORT_FIELDS.join(", ")}` })
    .default("id"),
});

export type EmployeeListQuery = z.output<typeof employeeListQuerySchema>;

export type Employee = EmployeeData & {
  id: number;
  photo: string | null;
  photoPath: string | null;
};
