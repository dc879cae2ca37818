import type { Catalogue } from "./catalogue-type";

/**
 * The validation messages the contracts' schemas and the server write (in English, the API's
 * language), as the staff area shows them. The English texts are those messages word for word;
 * app/lib/translate-error.ts recognises each one and gives the member's language.
 */
export const validation = {
  required: "Required",
  fieldRequired: (label: string) => `${label} is required`,
  /** The field names inside "<label> is required". */
  labels: {
    "This field": "This field",
    Name: "Name",
    Position: "Position",
    Department: "Department",
    Title: "Title",
    Category: "Category",
    Email: "Email",
    Password: "Password",
    Highlight: "Highlight",
    Summary: "Summary",
    "Alt text": "Alt text",
    Caption: "Caption",
    Point: "Point",
  },
  maxLength: (max: string) => `Must be at most ${max} characters`,
  unstorable: "Contains characters that cannot be stored",
  url: "Must be an https:// address or an uploaded image (/media/… or /images/…)",
  dateFormat: "Must be a date (YYYY-MM-DD)",
  realDate: "Must be a real calendar date",
  between: (min: string, max: string) => `Must be between ${min} and ${max}`,
  number: "Must be a number",
  wholeNumber: "Must be a whole number",
  atLeastOne: "Must be 1 or more",
  tooLarge: "Too large",
  atMost: (max: string) => `Must be at most ${max}`,
  maxWords: (max: string) => `Must be at most ${max} words`,
  atMostWhenSearching: (max: string) => `Must be at most ${max} when searching`,
  status: "Choose a status: Active, Probation, Contract, Intern or Inactive",
  joinDate: "Enter the join date",
  joinDateBetween: (min: string, max: string) => `Choose a date between ${min} and ${max}`,
  joinDateReal: "Enter a real date, for example 2024-03-01",
  photoUrl: "Paste a web address starting with https://, or upload a photo instead",
  employeeNumber: "Enter the employee number in digits",
  employeeNumberWhole: "Enter a whole number, without dots or commas",
  employeeNumberNegative: "The number cannot be negative",
  employeeNumberLong: "This number is too long",
  duplicateNumber: (number: string, line: string) => `Number ${number} is also on line ${line}`,
  numberTwiceInBatch: (number: string) => `Employee number ${number} appears twice in this batch`,
  numberExists: (number: string) => `Employee number ${number} already exists`,
  articleStatus: "Must be draft or published",
  isoDateTime: "Must be an ISO date-time",
  publishDate: "Pick a date and time, or leave it empty to publish now",
  maxCategories: "At most 10 categories",
  articleLanguage: "Write the article in English or Indonesian",
  // The website's service pages (contracts/site-content.ts)
  serviceImagesExact: (count: string) => `This page shows exactly ${count} images`,
  serviceImagesRange: (min: string, max: string) => `This page shows ${min} to ${max} images`,
  imageFromUploads: "Choose an image from the uploads",
  reloadAndRetry: "Reload the page and try again",
  unknownService: "Unknown service",
  atMostLines: (max: string) => `At most ${max} lines`,
  atMostImages: (max: string) => `At most ${max} images`,
  atMostWorks: (max: string) => `At most ${max} works`,
  staleVersion: (what: string) =>
    `Someone else saved this ${what} while you were editing. Reload to see their version.`,
  email: "Enter a valid email address",
  passwordLength: "Use at least 12 characters",
  role: "Must be admin or editor",
  invalidFields: "Some fields are not valid",
  wrongCredentials: "Email or password is incorrect",
  tooManyAttempts: (wait: string) => `Too many failed sign-in attempts. Try again in ${wait}.`,
} as const;

export type ValidationMessages = Catalogue<typeof validation>;
