import type { SiteImage, TeamRole } from "#contracts/site-content.ts";

/**
 * Seed data: the spec's 34 team members, created as employees shown on the website with the
 * demo content (server/db/seed/seed-site-content.ts). Staff edit the team at /admin/team.
 */
export type TeamMemberSeed = {
  name: string;
  position: string;
  role: TeamRole;
  img: SiteImage;
};

export const PORTRAIT_SIZE = 256;

export const slugifyName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const member = (name: string, position: string, role: TeamRole): TeamMemberSeed => ({
  name,
  position,
  role,
  img: {
    url: `/images/team/${slugifyName(name)}.svg`,
    width: PORTRAIT_SIZE,
    height: PORTRAIT_SIZE,
  },
});

export const team: readonly TeamMemberSeed[] = [
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
  member("Hendri Kurnia", "Back End Developer", "Back End Developer"),
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
