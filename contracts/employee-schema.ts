import { z } from "zod";
import { msg } from "./messages/message.ts";
import { MAX_ROW_ID } from "./row-keys.ts";
import {
  assetUrl,
  DATE_MAX,
  DATE_MIN,
  isoDate,
  optionalText,
  pageQuery,
  requiredText,
} from "./schema-helpers.ts";

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

/**
 * The status words staff type, in English or in Indonesian (the CSV's columns are Indonesian),
 * any case; unknown words pass through unchanged and fail with a readable message.
 */
const STATUS_WORDS: Record<string, EmployeeStatus> = {
  active: "Active",
  aktif: "Active",
  probation: "Probation",
  percobaan: "Probation",
  "masa percobaan": "Probation",
  probasi: "Probation",
  contract: "Contract",
  kontrak: "Contract",
  intern: "Intern",
  magang: "Intern",
  inactive: "Inactive",
  nonaktif: "Inactive",
  "non-aktif": "Inactive",
  "non aktif": "Inactive",
  "tidak aktif": "Inactive",
  keluar: "Inactive",
};

export function toEmployeeStatus(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return STATUS_WORDS[value.trim().toLowerCase().replace(/\s+/g, " ")] ?? value;
}

export const STATUS_MESSAGE = msg("status");

/** A join date as the date picker sends it, with messages a person understands. */
const joinDate = z.preprocess(
  (value) => (value === undefined || value === null ? "" : value),
  z.string({ error: msg("joinDate") }).transform((value, ctx) => {
    if (value.trim() === "") {
      ctx.addIssue({ code: "custom", message: msg("joinDate") });
      return z.NEVER;
    }
    const parsed = isoDate.safeParse(value);
    if (parsed.success) return parsed.data;
    const outOfRange = parsed.error.issues.some((issue) => issue.message.startsWith("between["));
    ctx.addIssue({
      code: "custom",
      message: outOfRange
        ? msg("joinDateBetween", DATE_MIN.slice(0, 4), DATE_MAX.slice(0, 4))
        : msg("joinDateReal"),
    });
    return z.NEVER;
  }),
);

/** The shared link rule, with a message that says what to do instead of what the rule is. */
const photoUrl = z
  .string()
  .refine((value) => assetUrl.safeParse(value).success, msg("photoUrl"))
  .pipe(assetUrl);

/**
 * The employee number as staff type it (a form field, a CSV cell) or as JSON sends it: digits
 * become a number; any other text is NaN, so the schema answers in words; digits past what a
 * number holds exactly are clamped so that the answer is "too long", not "use whole numbers".
 */
function readWholeNumber(value: unknown) {
  if (typeof value !== "string") return value;
  const digits = value.trim().replace(/^\+/, "");
  if (digits === "") return undefined;
  return /^\d+$/.test(digits) ? Math.min(Number(digits), Number.MAX_SAFE_INTEGER) : Number.NaN;
}

/** One schema for the form, the API and the CSV import. */
export const employeeInputSchema = z.object({
  name: requiredText(120, "Name"),
  number: z.preprocess(
    readWholeNumber,
    z
      .number({ error: msg("employeeNumber") })
      .int(msg("employeeNumberWhole"))
      .min(0, msg("employeeNumberNegative"))
      .max(MAX_ROW_ID, msg("employeeNumberLong")),
  ),
  position: requiredText(120, "Position"),
  department: requiredText(120, "Department"),
  joinDate,
  status: z.preprocess(toEmployeeStatus, z.enum(EMPLOYEE_STATUSES, { error: STATUS_MESSAGE })),
  photo: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    photoUrl.optional(),
  ),
  photoPath: optionalText(500),
});

export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type EmployeeData = z.output<typeof employeeInputSchema>;

export const employeeListQuerySchema = z.object({
  ...pageQuery,
  sortBy: z
    .enum(EMPLOYEE_SORT_FIELDS, { error: msg("oneOf", EMPLOYEE_SORT_FIELDS.join(", ")) })
    .default("id"),
});

export type EmployeeListQuery = z.output<typeof employeeListQuerySchema>;

export type Employee = EmployeeData & {
  id: number;
  photo: string | null;
  photoPath: string | null;
};

/** One field an update changed, as the audit log keeps it: a masked field keeps no values. */
export type EmployeeFieldChange =
  | { field: string; from: string | number | null; to: string | number | null }
  | { field: string; masked: true };
