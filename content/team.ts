/** The team of spec section 3: 34 members, each with a role from the filter. */
export const TEAM_ROLES = [
  "BOD",
  "Digital Specialist",
  "Account Executive",
  "Business Development",
  "KOL & KOC Specialist",
  "Live Streamer",
  "Social Media Specialist",
  "Design Graphic",
  "Content Creator",
  "Front End Developer",
  "Back End Developer",
  "UI UX Designer",
  "Marketplace Specialist",
] as const;

export type TeamRole = (typeof TEAM_ROLES)[number];

export type TeamMember = {
  name: string;
  position: string;
  role: TeamRole;
  img: { url: string; width: number; height: number };
};

export const PORTRAIT_SIZE = 256;

export const slugifyName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const member = (name: string, position: string, role: TeamRole): TeamMember => ({
  name,
  position,
  role,
  img: {
    url: `/images/team/${slugifyName(name)}.svg`,
    width: PORTRAIT_SIZE,
    height: PORTRAIT_SIZE,
  },
});

export const team: readonly TeamMember[] = [
  member("Raka Pradipta", "CEO", "BOD"),
  member("Nadia Kusumawati", "Digital Marketing Director", "BOD"),
  member("Bima Santoso", "Creative Director", "BOD"),
  member("Ayu Lestari", "Content Creator", "Content Creator"),
  member("Dimas Saputra", "Business Development Manager", "Business Development"),
  member("Putri Maharani", "KOL & KOC Specialist", "KOL & KOC Specialist"),
  member("Fajar Nugroho", "Graphic Designer", "Design Graphic"),
  member("Sekar Ayuningtyas", "Marketplace Specialist", "Marketplace Specialist"),
  member("Intan Permata", "Live Streamer", "Live Streamer"),
  member("Yoga Pratama", "Account Executive", "Account Executive"),
  member("Citra Dewi", "Digital Specialist", "Digital Specialist"),
  member("Hendra Wijaya", "Back End Developer", "Back End Developer"),
  member("Rizky Ramadhan", "Front End Developer", "Front End Developer"),
  member("Laras Anindita", "UI UX Designer", "UI UX Designer"),
  member("Anisa Rahmawati", "Social Media Specialist", "Social Media Specialist"),
  member("Galih Prakoso", "Video Content Creator", "Content Creator"),
  member("Melati Sari", "Business Development Executive", "Business Development"),
  member("Kevin Halim", "KOL & KOC Specialist", "KOL & KOC Specialist"),
  member("Tiara Handayani", "Senior Graphic Designer", "Design Graphic"),
  member("Arief Hidayat", "Marketplace Specialist", "Marketplace Specialist"),
  member("Salsabila Putri", "Live Streamer", "Live Streamer"),
  member("Reza Firmansyah", "Senior Account Executive", "Account Executive"),
  member("Dewi Anggraini", "Performance Ads Specialist", "Digital Specialist"),
  member("Yudha Kurniawan", "Back End Developer", "Back End Developer"),
  member("Nabila Azzahra", "Front End Developer", "Front End Developer"),
  member("Farhan Maulana", "UI UX Designer", "UI UX Designer"),
  member("Vania Oktaviani", "Social Media Specialist", "Social Media Specialist"),
  member("Bagus Setiawan", "Content Creator", "Content Creator"),
  member("Kirana Wulandari", "KOL & KOC Coordinator", "KOL & KOC Specialist"),
  member("Aditya Wibowo", "Motion Graphic Designer", "Design Graphic"),
  member("Jessica Tanoto", "Live Streamer", "Live Streamer"),
  member("Ilham Syahputra", "Account Executive", "Account Executive"),
  member("Maya Puspita", "SEO & Analytics Specialist", "Digital Specialist"),
  member("Oktavia Ramadhani", "Community Manager", "Social Media Specialist"),
];

export function membersByRole(role: TeamRole | "All"): TeamMember[] {
  return role === "All" ? [...team] : team.filter((item) => item.role === role);
}

/** Splits members into marquee rows of the given sizes (12/11/11 desktop, 9/8/9/8 mobile). */
export function splitIntoRows<T>(items: readonly T[], sizes: readonly number[]): T[][] {
  const rows: T[][] = [];
  let start = 0;
  for (const size of sizes) {
    rows.push(items.slice(start, start + size));
    start += size;
  }
  return rows;
}

export const DESKTOP_ROWS = [12, 11, 11] as const;
export const MOBILE_ROWS = [9, 8, 9, 8] as const;
