import { describe, expect, it } from "vitest";
import {
  composeAssignmentMail,
  composeChatDigestMail,
  composeFollowUpReminderMail,
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
      locale: "en",
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
      locale: "en",
    });
    expect(headerLikeLines(assignment.text)).toEqual([`Open the lead: ${SITE}/admin/leads/41`]);
    expect(assignment.subject).not.toMatch(CONTROL);
    expect(assignment.subject).not.toMatch(BIDI);
    const digest = composeChatDigestMail([forged], {
      to: ["s@p.test"],
      key: "k",
      siteUrl: SITE,
      locale: "en",
    });
    expect(headerLikeLines(digest.text)).toEqual([
      `Open the chat clicks: ${SITE}/admin/leads?source=chat`,
    ]);
    expect(digest.text).not.toMatch(BIDI);
  });
});

describe("lead emails in the recipient's language", () => {
  it("writes the new-lead and assignment emails in Indonesian for an Indonesian staff area", () => {
    const lead = { ...forged, name: "Rina", company: "Kopi Senja", message: "Halo" };
    const mail = composeNewLeadMail(lead, {
      to: ["a@p.test"],
      key: "k",
      siteUrl: SITE,
      locale: "id",
    });
    expect(mail.subject).toBe("Prospek baru dari Rina, Kopi Senja · Digital Ads");
    expect(mail.text).toContain("Perusahaan: Kopi Senja");
    expect(mail.text).toContain(`Buka prospek: ${SITE}/admin/leads/41`);
    const assignment = composeAssignmentMail(lead, {
      to: "o@p.test",
      assignedBy: "Ayu",
      key: "k",
      siteUrl: SITE,
      locale: "id",
    });
    expect(assignment.subject).toBe("Ayu menyerahkan prospek kepada Anda: Rina, Kopi Senja");
  });

  it("lists each due or overdue lead with its link in the morning reminder", () => {
    const mail = composeFollowUpReminderMail(
      [
        { id: 7, name: "Oka", company: null, email: null, phone: null, nextFollowUp: "2026-11-20" },
        {
          id: 9,
          name: null,
          company: "PT Maju",
          email: null,
          phone: null,
          nextFollowUp: "2026-11-27",
        },
      ],
      {
        to: "sinta@p.test",
        ownerName: "Sinta Sales",
        ownerId: 3,
        day: "2026-11-27",
        key: "reminder:3:2026-11-27",
        siteUrl: SITE,
        locale: "en",
      },
    );
    expect(mail.to).toEqual(["sinta@p.test"]);
    expect(mail.subject).toBe("2 follow-ups due today");
    expect(mail.text).toContain(`Oka: overdue since 20 Nov 2026 · ${SITE}/admin/leads/7`);
    expect(mail.text).toContain(`PT Maju: due today · ${SITE}/admin/leads/9`);
    expect(mail.text).toContain(`Open your due leads: ${SITE}/admin/leads?followUp=due&owner=3`);
  });
});
