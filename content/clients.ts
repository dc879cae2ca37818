import type { ClientLogoStyle, ServiceSlug } from "#contracts/site-content.ts";

/**
 * Seed data: fictional clients with generated word-marks (no real brand's logo is used), in
 * English; their Indonesian words are in content/indonesian.ts. Written into the database on
 * first start with demo content; staff edit them at /admin/clients.
 */
export type ClientSeed = {
  slug: string;
  name: string;
  industry: string;
  logo: ClientLogoStyle;
  summary: string;
  challenge: string;
  approach: string;
  results: readonly { value: number; suffix?: string; label: string }[];
  services: readonly ServiceSlug[];
  quote?: { text: string; author: string; position: string };
};

export const clients: readonly ClientSeed[] = [
  {
    slug: "kopi-senja",
    name: "Kopi Senja",
    industry: "Food & Beverage",
    logo: { color: "#5B3A1E", accent: "#F68724", shape: "circle", weight: 800, tracking: -0.5 },
    summary: "A neighbourhood coffee chain that became a TikTok Shop best-seller.",
    challenge: "Forty outlets in Jabodetabek, but almost no online sales of its packaged beans.",
    approach:
      "We launched an official store on Shopee and TikTok Shop, ran three live-selling sessions a week and seeded the beans with 60 micro KOCs.",
    results: [
      { value: 2_400_000_000, suffix: " IDR", label: "online sales in six months" },
      { value: 12_500_000, label: "video views" },
      { value: 4.2, suffix: "x", label: "return on ad spend" },
    ],
    services: ["ecommerce-enabler", "livestreaming", "kol-management"],
    quote: {
      text: "They run our marketplaces like it is their own shop.",
      author: "Sari Hartono",
      position: "Founder, Kopi Senja",
    },
  },
  {
    slug: "lumina-skin",
    name: "Lumina Skin",
    industry: "Beauty",
    logo: {
      color: "#B0316B",
      accent: "#FDD12A",
      shape: "leaf",
      weight: 700,
      tracking: 1,
      uppercase: true,
    },
    summary: "A local skincare launch that sold out its first batch in 11 days.",
    challenge: "A new serum entering a crowded market dominated by imported brands.",
    approach:
      "Creator-led launch with 25 beauty KOLs, 300 affiliators and always-on Meta and TikTok ads built from their best-performing videos.",
    results: [
      { value: 18_000, label: "units sold in launch month" },
      { value: 31_000_000, label: "impressions" },
      { value: 300, label: "active affiliators" },
    ],
    services: ["kol-management", "affiliator-management", "digital-ads"],
    quote: {
      text: "The launch plan was clear from day one, and the numbers followed.",
      author: "Marissa Gunawan",
      position: "Brand Manager, Lumina Skin",
    },
  },
  {
    slug: "rumah-nusantara",
    name: "Rumah Nusantara",
    industry: "Property",
    logo: { color: "#1F4E5F", accent: "#F68724", shape: "square", weight: 800, tracking: 0 },
    summary: "A property developer that halved its cost per qualified lead.",
    challenge: "Leads from portals were expensive and rarely ready to visit the show units.",
    approach:
      "A fast landing page for each cluster, WhatsApp-first lead forms and Google and Meta campaigns optimised for site visits.",
    results: [
      { value: 52, suffix: "%", label: "lower cost per qualified lead" },
      { value: 1_850, label: "site visits booked" },
      { value: 0.9, suffix: "s", label: "page load on 4G" },
    ],
    services: ["web-development", "digital-ads"],
  },
  {
    slug: "gerak-fit",
    name: "Gerak Fit",
    industry: "Health & Fitness",
    logo: {
      color: "#0F6B3A",
      accent: "#FDD12A",
      shape: "bolt",
      weight: 800,
      tracking: -1,
      uppercase: true,
    },
    summary: "A gym chain's booking app with 120K downloads in its first year.",
    challenge: "Members booked classes over WhatsApp groups; no-shows were high.",
    approach: "We designed and built an iOS and Android app for bookings, passes and reminders.",
    results: [
      { value: 120_000, label: "downloads" },
      { value: 37, suffix: "%", label: "fewer no-shows" },
      { value: 4.8, label: "store rating" },
    ],
    services: ["apps-development", "content-creation"],
  },
  {
    slug: "batik-kirana",
    name: "Batik Kirana",
    industry: "Fashion",
    logo: { color: "#6B2D1A", accent: "#F68724", shape: "diamond", weight: 700, tracking: 2 },
    summary: "Heritage batik brought to a younger audience with short video.",
    challenge: "A loyal but ageing customer base and a quiet Instagram account.",
    approach:
      "A content studio for Reels and TikTok, a campus pop-up tour and live selling on TikTok Shop.",
    results: [
      { value: 210_000, label: "new followers" },
      { value: 3.1, suffix: "x", label: "online revenue" },
      { value: 8, label: "campus pop-ups" },
    ],
    services: ["content-creation", "brand-activation", "livestreaming"],
  },
  {
    slug: "sambal-juara",
    name: "Sambal Juara",
    industry: "Packaged Food",
    logo: { color: "#C0261B", accent: "#FDD12A", shape: "wave", weight: 800, tracking: -0.5 },
    summary: "A chilli sauce that went from local favourite to national marketplace top 10.",
    challenge: "Strong word of mouth in Surabaya, unknown everywhere else.",
    approach: "Food KOC seeding, a TVC for digital channels and daily live cooking streams.",
    results: [
      { value: 1_200_000, label: "bottles sold" },
      { value: 45_000_000, label: "TVC views" },
      { value: 10, label: "top-10 marketplace rank" },
    ],
    services: ["tvc-photo-production", "kol-management", "livestreaming"],
  },
  {
    slug: "dompet-kita",
    name: "DompetKita",
    industry: "Fintech",
    logo: { color: "#2741A8", accent: "#FDD12A", shape: "circle", weight: 800, tracking: -0.5 },
    summary: "A digital wallet's acquisition engine across search and social.",
    challenge: "Install costs rising every quarter while activation stayed flat.",
    approach: "Creative testing at scale and a redesigned onboarding flow in the app.",
    results: [
      { value: 850_000, label: "new activated users" },
      { value: 28, suffix: "%", label: "lower cost per activation" },
      { value: 240, label: "ad creatives tested" },
    ],
    services: ["digital-ads", "apps-development"],
  },
  {
    slug: "teh-tarik-co",
    name: "Teh Tarik Co.",
    industry: "Food & Beverage",
    logo: { color: "#8A4B0F", accent: "#F68724", shape: "leaf", weight: 700, tracking: 0.5 },
    summary: "A tea franchise's grand openings turned into social moments.",
    challenge: "New outlets opened to quiet streets.",
    approach: "Opening-day activations with local creators streaming live from the queue.",
    results: [
      { value: 65, label: "outlets launched" },
      { value: 9_800_000, label: "live views" },
      { value: 2.6, suffix: "x", label: "first-week sales" },
    ],
    services: ["brand-activation", "kol-management"],
  },
  {
    slug: "mitra-tani",
    name: "Mitra Tani",
    industry: "Agritech",
    logo: {
      color: "#3E6B12",
      accent: "#FDD12A",
      shape: "leaf",
      weight: 800,
      tracking: 0,
      uppercase: true,
    },
    summary: "A company profile and web platform farmers actually use on 3G.",
    challenge: "Heavy pages that never loaded in rural areas.",
    approach: "A lightweight website and ordering portal, tested on low-end phones in the field.",
    results: [
      { value: 14_000, label: "farmers ordering online" },
      { value: 96, label: "Lighthouse performance" },
      { value: 62, suffix: "%", label: "more organic traffic" },
    ],
    services: ["web-development"],
  },
  {
    slug: "arunika-travel",
    name: "Arunika Travel",
    industry: "Travel",
    logo: { color: "#0E6E80", accent: "#F68724", shape: "wave", weight: 700, tracking: 1 },
    summary: "Holiday packages sold through travel creators and their followers.",
    challenge: "Packages sold only through agents, with thin margins.",
    approach: "An affiliate programme for travel creators and a website that books directly.",
    results: [
      { value: 7_300, label: "direct bookings" },
      { value: 420, label: "travel affiliators" },
      { value: 35, suffix: "%", label: "higher margin" },
    ],
    services: ["affiliator-management", "web-development"],
  },
  {
    slug: "nusa-motor",
    name: "Nusa Motor",
    industry: "Automotive",
    logo: {
      color: "#1B1B1F",
      accent: "#F68724",
      shape: "bolt",
      weight: 800,
      tracking: 1.5,
      uppercase: true,
    },
    summary: "A scooter dealer network's launch campaign across 12 cities.",
    challenge: "A new electric scooter that buyers had never seen in person.",
    approach: "Test-ride roadshows, a product film and search ads pointing to the nearest dealer.",
    results: [
      { value: 22_000, label: "test rides" },
      { value: 5_400, label: "units sold" },
      { value: 12, label: "cities" },
    ],
    services: ["brand-activation", "tvc-photo-production", "digital-ads"],
  },
  {
    slug: "bumi-bayi",
    name: "Bumi Bayi",
    industry: "Mother & Baby",
    logo: { color: "#7A4FB0", accent: "#FDD12A", shape: "circle", weight: 700, tracking: 0 },
    summary: "Baby care essentials sold across four marketplaces from one team.",
    challenge: "Four marketplaces, four teams, and stock that never matched.",
    approach: "One operations team, one campaign calendar and one weekly report for every store.",
    results: [
      { value: 4, label: "marketplaces" },
      { value: 3_600_000_000, suffix: " IDR", label: "yearly GMV" },
      { value: 99, suffix: "%", label: "orders shipped on time" },
    ],
    services: ["ecommerce-enabler", "content-creation"],
  },
];
