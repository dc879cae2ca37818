/** The company's public details: footer and JSON-LD. The WhatsApp number is configuration. */
export const company = {
  name: "Projingga",
  legalName: "PT Projingga Kreasi Digital",
  email: "hello@projingga.id",
  address: {
    street: "Jl. Senopati No. 21, Kebayoran Baru",
    city: "Jakarta Selatan",
    region: "DKI Jakarta",
    postalCode: "12190",
    country: "ID",
    countryName: "Indonesia",
  },
  founded: "2019",
  socials: [
    { name: "Instagram", url: "https://www.instagram.com/projingga.id" },
    { name: "TikTok", url: "https://www.tiktok.com/@projingga.id" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/projingga" },
    { name: "YouTube", url: "https://www.youtube.com/@projingga" },
  ],
} as const;
