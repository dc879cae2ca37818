import { describe, expect, it } from "vitest";
import { type EmployeeFormValues, toEmployeeInput } from "./employee-form.ts";
import { employeeInputSchema } from "./employee-schema.ts";

const typed = (changes: Partial<EmployeeFormValues> = {}): EmployeeFormValues => ({
  name: "Ayu Lestari",
  number: "42",
  position: "Designer",
  department: "Creative",
  joinDate: "2024-03-01",
  status: "Active",
  photo: "",
  photoPath: "",
  ...changes,
});

const numberProblem = (number: string) => {
  const parsed = employeeInputSchema.safeParse(toEmployeeInput(typed({ number })));
  return parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message);
};

describe("toEmployeeInput", () => {
  it("turns the typed digits into a number and an empty photo into no photo", () => {
    expect(toEmployeeInput(typed({ number: " 0042 ", photo: "  " }))).toEqual({
      name: "Ayu Lestari",
      number: 42,
      position: "Designer",
      department: "Creative",
      joinDate: "2024-03-01",
      status: "Active",
      photo: null,
      photoPath: null,
    });
    expect(
      toEmployeeInput(typed({ photo: " https://cdn.example/a.webp ", photoPath: "/m/a.webp" })),
    ).toMatchObject({ photo: "https://cdn.example/a.webp", photoPath: "/m/a.webp" });
  });

  it("never turns other text into a number: the schema asks for digits", () => {
    for (const number of ["", "12abc", "1.5", "1,000", "-3", "+7", "1e3"]) {
      expect(toEmployeeInput(typed({ number })).number).toBeNaN();
      expect(numberProblem(number)).toEqual(["Enter the employee number in digits"]);
    }
  });

  it("accepts the largest number the schema holds and calls any longer one too long", () => {
    expect(numberProblem("2147483647")).toBeUndefined();
    expect(numberProblem("2147483648")).toEqual(["This number is too long"]);
    expect(numberProblem("9".repeat(20))).toEqual(["This number is too long"]);
    expect(numberProblem("9".repeat(400))).toEqual(["This number is too long"]);
  });
});
