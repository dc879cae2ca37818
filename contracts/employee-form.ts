import { type EmployeeInput, employeeInputSchema } from "./employee-schema.ts";

/** The form's fields: the schema's, in its order. */
export const EMPLOYEE_FORM_FIELDS = Object.keys(
  employeeInputSchema.shape,
) as (keyof EmployeeInput)[];

/** The employee form's fields as typed: what the form holds, posts, and gets back after a refusal. */
export type EmployeeFormValues = Record<keyof EmployeeInput, string>;

/**
 * Form text to the schema's input, the same in the browser and in the action: digits become a
 * number, an empty photo is no photo. Anything but digits is NaN, so the schema answers in
 * words; digits past what a number holds exactly are clamped so that the answer is "too long",
 * not "use whole numbers".
 */
export function toEmployeeInput(values: EmployeeFormValues): EmployeeInput {
  const numberText = values.number.trim();
  return {
    name: values.name,
    number: /^\d+$/.test(numberText)
      ? Math.min(Number(numberText), Number.MAX_SAFE_INTEGER)
      : Number.NaN,
    position: values.position,
    department: values.department,
    joinDate: values.joinDate,
    status: values.status as EmployeeInput["status"],
    photo: values.photo.trim() || null,
    photoPath: values.photoPath || null,
  };
}
