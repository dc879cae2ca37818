import type { Catalogue } from "./catalogue-type.ts";

/** Staff texts of the website's team screens (/admin/team), English. */
export const teamAdmin = {
  metaTitle: "Team",
  metaAdd: "Add a team member",
  metaEdit: "Edit team member",

  // The list
  title: "Team on the website",
  intro: "Who the Team page and the home page show, in which order, with which portrait.",
  add: "Add a team member",
  listLabel: "Team members",
  empty: "No one is on the website's team yet. Add a team member to start.",
  columns: {
    portrait: "Portrait",
    name: "Name",
    jobTitle: "Job title",
    role: "Public role",
    order: "Order",
    status: "On the website",
    actions: "Actions",
  },
  shown: "Shown",
  hidden: "Hidden",
  show: "Show",
  hide: "Hide",
  showNamed: (name: string) => `Show ${name} on the website`,
  hideNamed: (name: string) => `Hide ${name} from the website`,
  nowShown: "Shown on the website.",
  nowHidden: "Hidden from the website. The record stays in this list.",
  toggleFailed: "The change could not be saved.",
  edit: "Edit",
  editNamed: (name: string) => `Edit ${name}`,
  remove: "Remove from website",
  removeNamed: (name: string) => `Remove ${name} from the website`,
  removeFailed: "This member could not be removed. Reload the page and try again.",
  removeText: (name: string) =>
    `${name} disappears from the Team page and the home page. Their employee record stays.`,
  removeDialog: {
    confirmTitle: "Remove from the website?",
    confirmText: "They disappear from the Team page and the home page.",
    confirm: "Yes, remove",
    cancel: "Cancel",
    deletedTitle: "Removed",
    deletedText: "They are no longer on the website. The employee record stays.",
    ok: "OK",
  },
  saved: {
    added: "Team member added. The website shows them now.",
    updated: "Saved. The website shows the changes now.",
  },

  // Adding: the employee picker
  pickerTitle: "Add a team member",
  pickerIntro: "Choose an employee who is not on the website's team yet.",
  pickerSearch: "Search employees by name",
  pickerPlaceholder: "Type a name",
  pickerHint: "Arrow keys move through the results, Enter chooses.",
  pickerResults: "Employees not on the team",
  pickerLoading: "Searching…",
  pickerNone: "No employee matches. They may already be on the team.",
  pickerCount: (count: number) => (count === 1 ? "1 employee found" : `${count} employees found`),
  pickerClose: "Close",

  // The member's form
  back: "Back to the team",
  createTitle: (name: string) => `Add ${name} to the website`,
  editTitle: (name: string) => `${name} on the website`,
  employeeNote: (position: string) => `Employee record: ${position}`,
  settings: "On the website",
  visible: "Show on the website",
  visibleHint: "Untick to hide them for a while: they stay in the staff list.",
  role: "Public role",
  roleHint: "The Team page's filters group members by this role.",
  rolePlaceholder: "Choose a role",
  order: "Order",
  orderHint: "Lower numbers come first: 0, 1, 2…",
  portrait: "Portrait",
  portraitHint: "A square photo, face in the middle, works best.",
  texts: "Texts",
  jobTitle: "Job title",
  portraitAlt: "Portrait description (alt text)",
  portraitAltHint:
    "What the photo shows, for people who cannot see it. Left empty, the name is read.",
  create: "Add to the website",
  fixFields: "Some fields need attention. Nothing was saved.",
  saveFailed: "The team member could not be saved.",
  staleReload: "Reload to see their version",
  staleLost: "Your changes here are not saved: copy what you want to keep before reloading.",
  unsavedTitle: "Leave without saving?",
  unsavedText: "Your changes to this team member will be lost.",
  unsavedLeave: "Leave page",
  unsavedStay: "Keep editing",

  // The preview
  previewNoPortrait: "Upload a portrait to see it here",
  previewJobTitle: "Job title",
  previewHidden: "Hidden: the website does not show this member.",
  previewLabel: (language: string, width: string) => `Preview, ${language}, ${width}`,
} as const;

export type TeamAdminMessages = Catalogue<typeof teamAdmin>;
