import type { CompanyInput } from "#contracts/site-content-schemas.ts";

/**
 * Seed data: the company's details and the home page's hero, figures and About tabs in both
 * languages, written into the database on first start. Staff edit them at /admin/company. The
 * WhatsApp number is configuration (WHATSAPP_NUMBER) and is never shown.
 */
export const companySeed: Omit<CompanyInput, "version"> = {
  legalName: "PT Projingga Kreasi Digital",
  founded: 2019,
  email: "hello@projingga.id",
  address: {
    street: "Jl. Senopati No. 21, Kebayoran Baru",
    city: "Jakarta Selatan",
    region: "DKI Jakarta",
    postalCode: "12190",
    countryName: "Indonesia",
  },
  socials: [
    { name: "Instagram", url: "https://www.instagram.com/projingga.id" },
    { name: "TikTok", url: "https://www.tiktok.com/@projingga.id" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/projingga" },
    { name: "YouTube", url: "https://www.youtube.com/@projingga" },
  ],
  figures: [
    {
      value: 1_250_000_000,
      label: { en: "impressions delivered in 2026", id: "impresi sepanjang 2026" },
    },
    { value: 350, suffix: "+", label: { en: "brands served", id: "brand yang kami layani" } },
    { value: 4_800_000, label: { en: "live-selling viewers", id: "penonton live selling" } },
  ],
  versions: {
    en: {
      heroEyebrow: "Digital marketing & creative agency · Jakarta",
      heroTitle: "Digital growth,",
      heroHighlight: "made in Indonesia.",
      heroBody:
        "Ads, creators, live selling and marketplaces run by one team that measures everything in sales. Tell us the target; we will build the plan.",
      about: [
        {
          title: "Results you can count",
          body: "We agree on the numbers that matter before we start, and we report them every week in plain language.",
          points: [
            "Transparent weekly reporting",
            "One team, one plan",
            "Local insight, national reach",
          ],
        },
        {
          title: "Every Indonesian brand, growing online",
          body: "We want every ambitious Indonesian business, big or small, to have a world-class digital team on its side.",
          points: [
            "Brands that win at home first",
            "Creators as real partners",
            "Technology that stays simple",
          ],
        },
        {
          title: "Turn attention into sales",
          body: "We combine data, creators and great craft to turn attention into customers, and customers into fans.",
          points: [
            "Plan with data",
            "Create for each platform",
            "Sell where customers already are",
          ],
        },
      ],
    },
    id: {
      heroEyebrow: "Agensi digital marketing & kreatif · Jakarta",
      heroTitle: "Tumbuh digital,",
      heroHighlight: "buatan Indonesia.",
      heroBody:
        "Iklan, kreator, live selling, dan marketplace dijalankan oleh satu tim yang mengukur semuanya dari penjualan. Sebutkan target Anda, kami susun rencananya.",
      about: [
        {
          title: "Hasil yang bisa dihitung",
          body: "Sebelum mulai, kita sepakati dulu angka yang penting, lalu kami laporkan setiap minggu dengan bahasa yang mudah dipahami.",
          points: [
            "Laporan mingguan yang transparan",
            "Satu tim, satu rencana",
            "Wawasan lokal, jangkauan nasional",
          ],
        },
        {
          title: "Setiap brand Indonesia tumbuh online",
          body: "Kami ingin setiap bisnis Indonesia yang punya ambisi, besar maupun kecil, didampingi tim digital kelas dunia.",
          points: [
            "Brand yang menang di negeri sendiri dulu",
            "Kreator sebagai mitra sejati",
            "Teknologi yang tetap sederhana",
          ],
        },
        {
          title: "Mengubah perhatian jadi penjualan",
          body: "Kami memadukan data, kreator, dan karya yang digarap serius untuk mengubah perhatian jadi pelanggan, lalu pelanggan jadi penggemar setia.",
          points: [
            "Merencanakan dengan data",
            "Berkarya sesuai tiap platform",
            "Berjualan di tempat pelanggan berbelanja",
          ],
        },
      ],
    },
  },
};
