import type { LeadMailMessages } from "#contracts/messages/lead-mail.ts";

/** Email staf tentang prospek, dalam bahasa Indonesia. */
export const leadMail = {
  newLead: (who: string) => `Prospek baru dari ${who}`,
  aVisitor: "seorang pengunjung",
  aChatVisitor: "pengunjung chat",
  name: "Nama",
  company: "Perusahaan",
  email: "Email",
  whatsapp: "WhatsApp",
  service: "Layanan",
  message: "Pesan",
  sentFrom: "Dikirim dari halaman",
  referrer: "Sumber rujukan",
  received: "Diterima",
  openLead: "Buka prospek",
  chatClicks: (count: number) => `${count} klik chat dalam satu jam terakhir`,
  from: (referrer: string) => `dari ${referrer}`,
  openChatClicks: "Buka klik chat",
  assigned: (by: string, who: string) => `${by} menyerahkan prospek kepada Anda: ${who}`,
  aColleague: "Rekan kerja",
  reminderSubject: (count: number) => `${count} tindak lanjut jatuh tempo hari ini`,
  reminderTitle: (name: string, count: number) =>
    `Selamat pagi, ${name}. Ada ${count} prospek yang menunggu tindak lanjut Anda`,
  dueToday: "jatuh tempo hari ini",
  overdueSince: (date: string) => `terlewat sejak ${date}`,
  openDueLeads: "Buka prospek yang jatuh tempo",
} satisfies LeadMailMessages;
