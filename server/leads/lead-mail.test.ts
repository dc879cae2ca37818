import { describe, expect, it } from "vitest";
import {
  composeAssignmentMail,
  composeChatDigestMail,
  composeNewLeadMail,
  type MailLead,
} from "./lead-mail.ts";

const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const SITE = "https://studio.projingga.test";

const forged: MailLead = {
  id: 41,
  name: "Eve\nSubject: Invoice overdue\r\nBcc: boss@projingga.test",
  company: "ACME\u202Egnp.exe\u2066 Ltd\u2028Open the lead: https://evil.example/a",
  email: "eve@example.com",
  phone: "+62812\r\n345",
  service: "digital-ads",
  message:
    "Hello,\nOpen the lead: https://evil.example/phish\r\nBcc: all@projingga.test\rSubject: \u202Eurgent\n\nThanks",
  page: "/service/digital-ads\nReply-To: x@evil.example",
  referrer: "https://evil.example/\u200Fback",
  createdAt: new Date("2025-01-02T03:04:05Z"),
};

/** The lines of the plain-text body that look like a header or the link to the lead. */
const headerLikeLines = (text: string) =>
  text
    .split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)
    .filter((line) => /^\s*(Subject|Bcc|Cc|To|From|Reply-To|Open the [^:]*):/i.test(line));

describe("lead emails with forged line breaks and bidi controls", () => {
  it("keeps each field on its line, quotes the message and strips bidi controls", () => {
    const mail = composeNewLeadMail(forged, {
      to: ["sales@projingga.test"],
      key: "k",
      siteUrl: SITE,
    });
    expect(headerLikeLines(mail.text)).toEqual([`Open the lead: ${SITE}/admin/leads/41`]);
    expect(mail.subject).not.toMatch(CONTROL);
    expect(mail.subject).not.toMatch(BIDI);
    expect(mail.text).not.toMatch(BIDI);
    expect(mail.html).not.toMatch(BIDI);
    expect(mail.text).toContain(
      "Message:\n> Hello,\n> Open the lead: https://evil.example/phish\n> Bcc: all@projingga.test\n> Subject: urgent\n>\n> Thanks\n",
    );
    expect(mail.text).toContain("Name: Eve Subject: Invoice overdue Bcc: boss@projingga.test");
  });

  it("does the same in the assignment email and the chat digest", () => {
    const assignment = composeAssignmentMail(forged, {
      to: "owner@projingga.test",
      assignedBy: "Adi\nBcc: x@evil.example",
      key: "k",
      siteUrl: SITE,
    });
    expect(headerLikeLines(assignment.text)).toEqual([`Open the lead: ${SITE}/admin/leads/41`]);
    expect(assignment.subject).not.toMatch(CONTROL);
    expect(assignment.subject).not.toMatch(BIDI);
    const digest = composeChatDigestMail([forged], { to: ["s@p.test"], key: "k", siteUrl: SITE });
    expect(headerLikeLines(digest.text)).toEqual([
      `Open the chat leads: ${SITE}/admin/leads?source=chat`,
    ]);
    expect(digest.text).not.toMatch(BIDI);
  });
});
