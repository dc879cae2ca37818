import { describe, expect, it } from "vitest";
import { employeeInputSchema } from "./employee-schema.ts";
import { errorText } from "./messages/error-text.ts";

/** The form's fields as typed: every value is text. */
const typed = (changes: Record<string, string> = {}) => ({
  name: "Ayu Lestari",
  number: "42",
  position: "Designer",
  department: "Creative",
  joinDate: "2024-03-01",
  status: "Active",
  ...changes,
});

const numberProblem = (number: string) => {
  const parsed = employeeInputSchema.safeParse(typed({ number }));
  return parsed.success
    ? undefined
    : parsed.error.issues.map((issue) => errorText(issue.message, "en"));
};

describe("employeeInputSchema over form text", () => {
  it("turns the typed digits into a number", () => {
    expect(employeeInputSchema.parse(typed({ number: " 0042 ", status: "aktif" }))).toEqual({
      name: "Ayu Lestari",
      number: 42,
      position: "Designer",
      department: "Creative",
      joinDate: "2024-03-01",
      status: "Active",
    });
  });

  it("never turns other text into a number: it asks for digits", () => {
    for (const number of ["", "12abc", "1.5", "1,000", "-3", "1e3"]) {
      expect(numberProblem(number)).toEqual(["Enter the employee number in digits"]);
    }
  });

  it("accepts the largest number it holds and calls any longer one too long", () => {
    expect(numberProblem("2147483647")).toBeUndefined();
    expect(numberProblem("2147483648")).toEqual(["This number is too long"]);
    expect(numberProblem("9".repeat(20))).toEqual(["This number is too long"]);
    expect(numberProblem("9".repeat(400))).toEqual(["This number is too long"]);
  });
});
