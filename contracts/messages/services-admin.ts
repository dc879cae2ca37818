import type { Catalogue } from "./catalogue-type.ts";

/** Staff texts of the website's services screens (/admin/services), English. */
export const servicesAdmin = {
  metaTitle: "Services",
  metaEdit: (name: string) => `${name} · Services`,

  // The list
  listIntro:
    "The ten service pages of the website, in the order the Services page shows them. Open one to edit its texts, images and work, in English and Indonesian.",
  tableLabel: "Service pages",
  colService: "Service",
  colSummary: "Summary",
  colImages: "Images",
  colWork: "Projects delivered",
  colChanged: "Last change",
  colActions: "Actions",
  edit: "Edit",
  editService: (name: string) => `Edit ${name}`,
  viewService: (name: string) => `View ${name} on the website (opens a new tab)`,
  opensNewTab: "(opens a new tab)",

  // The form
  allServices: "All services",
  eyebrow: "Service page",
  layoutLabel: "Layout",
  layouts: {
    carousel: "A carousel of 5 images, one per view",
    web: "3 screenshots in a carousel, below a row of 6 client logos (desk only)",
    grid3: "A grid of 3 images",
    grid: "2 to 4 images in a grid",
  },
  texts: "Texts",
  textsIntro:
    "Write every text in both languages: /service/… shows the English ones, /id/service/… the Indonesian ones.",
  textsLanguage: "Language of the texts you edit",
  hasErrors: "fields to fix",
  name: "Name",
  nameHint: "On the service card, in the menus and above the title",
  title: "Title (white part)",
  titleHint: "The start of the page's big heading, in white",
  highlight: "Highlight (yellow part)",
  highlightHint: "Follows the title in yellow",
  summary: "Summary",
  summaryHint: "One line on the service card and in search results",
  description: "Description (optional)",
  descriptionHint: "Below the heading; leave empty to show none",
  points: "Points",
  pointsHint: "One per line, up to 6",

  images: "Images",
  imagesExact: (count: number) => `This page shows exactly ${count} images.`,
  imagesRange: (min: number, max: number) => `This page shows ${min} to ${max} images.`,
  imagesFixed: "Replace an image to change it; the count stays the same.",
  webLogos:
    "The client logos above them are the first 6 published clients, edited on the Clients screen.",
  image: (index: number, total: number) => `Image ${index} of ${total}`,
  altEnglish: "Alt text (English)",
  altIndonesian: "Alt text (Bahasa Indonesia)",
  altHint: "What the image shows, for people who cannot see it",
  addImage: "Add an image",

  work: "Projects we delivered",
  workIntro: (heading: string) =>
    `Projects shown at the end of the page under “${heading}”, each with a caption in both languages. Up to 12; with none, the page leaves the section out.`,
  workItem: (index: number, total: number) => `Work ${index} of ${total}`,
  workEmpty: "No work yet.",
  captionEnglish: "Caption (English)",
  captionIndonesian: "Caption (Bahasa Indonesia)",
  addWork: "Add work",
  workFull: "The page shows at most 12.",

  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  itemAction: (action: string, item: string) => `${action}: ${item}`,

  saveAndBack: "Save and back to the list",
  saveFailed: "Not saved. Check the fields marked in red.",
  staleText:
    "Someone else saved this service while you were editing. Your changes are still in the form: copy what you need, then load their version.",
  loadSaved: "Load the saved version",
  fetchFailed: "This service page could not be loaded.",

  previewFrame: (name: string) => `Preview of the ${name} page`,
  previewLoading: "Loading the preview…",
  previewEmpty: "(empty)",

  unsavedTitle: "Leave without saving?",
  unsavedText: "Your changes to this service page are not saved yet.",
  unsavedStay: "Stay and keep editing",
  unsavedLeave: "Leave without saving",
} as const;

export type ServicesAdminMessages = Catalogue<typeof servicesAdmin>;
