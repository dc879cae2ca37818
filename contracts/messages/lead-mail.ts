import type { Catalogue } from "./catalogue-type.ts";

/** The staff emails about leads, English: each goes in its recipient's staff-area language. */
export const leadMail = {
  newLead: (who: string) => `New lead from ${who}`,
  aVisitor: "a visitor",
  aChatVisitor: "a chat visitor",
  name: "Name",
  company: "Company",
  email: "Email",
  whatsapp: "WhatsApp",
  service: "Service",
  message: "Message",
  sentFrom: "Sent from page",
  referrer: "Referrer",
  received: "Received",
  openLead: "Open the lead",
  chatClicks: (count: number) =>
    `${count} chat ${count === 1 ? "click" : "clicks"} in the last hour`,
  from: (referrer: string) => `from ${referrer}`,
  openChatClicks: "Open the chat clicks",
  assigned: (by: string, who: string) => `${by} assigned you a lead: ${who}`,
  aColleague: "A colleague",
  reminderSubject: (count: number) =>
    `${count} ${count === 1 ? "follow-up" : "follow-ups"} due today`,
  reminderTitle: (name: string, count: number) =>
    `Good morning ${name}: ${count} ${count === 1 ? "lead is" : "leads are"} waiting for your follow-up`,
  dueToday: "due today",
  overdueSince: (date: string) => `overdue since ${date}`,
  openDueLeads: "Open your due leads",
} as const;

export type LeadMailMessages = Catalogue<typeof leadMail>;
