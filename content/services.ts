import type { ServiceSlug, SiteImage } from "#contracts/site-content.ts";

/**
 * Seed data: the ten service pages' first English texts and images, written into the database
 * on first start (server/db/seed/seed-site-content.ts); the Indonesian words are in
 * content/indonesian.ts. Staff edit both at /admin/services.
 */
export type ServiceImage = SiteImage & { alt: string };

export type ServiceSeed = {
  service: string;
  path: ServiceSlug;
  title: string;
  highlight: string;
  summary: string;
  description?: string;
  points: readonly string[];
  images: readonly ServiceImage[];
};

const W = 1200;
const H = 800;

function images(slug: ServiceSlug, alts: readonly string[]): ServiceImage[] {
  return alts.map((alt, index) => ({
    url: `/images/services/${slug}/${index + 1}`,
    alt,
    width: W,
    height: H,
  }));
}

export const services: readonly ServiceSeed[] = [
  {
    service: "Digital Ads",
    path: "digital-ads",
    title: "Ads that pay",
    highlight: "for themselves",
    summary: "Meta, Google and TikTok campaigns run against revenue, not clicks.",
    description:
      "We plan, build and optimise paid campaigns across Meta, Google, TikTok and marketplace ads. Every rupiah is tracked to a sale with server-side conversions, so budgets move to what works each week.",
    points: ["Meta, Google, TikTok & marketplace ads", "Weekly ROAS reporting", "Creative testing"],
    images: images("digital-ads", [
      "Campaign dashboard showing return on ad spend rising week over week",
      "Ad creatives for a skincare launch shown on phone screens",
      "Audience funnel from awareness to purchase",
    ]),
  },
  {
    service: "Affiliator Management",
    path: "affiliator-management",
    title: "Thousands of voices,",
    highlight: "one campaign",
    summary: "Macro, micro and nano affiliators recruited, briefed and paid on results.",
    description:
      "We connect your brand with macro, micro and nano affiliators, brief them, track every link and settle commissions, so word-of-mouth scales without the spreadsheet chaos.",
    points: ["Macro, micro & nano affiliators", "Link and sales tracking", "Commission settlement"],
    images: images("affiliator-management", [
      "Network of affiliators connected to one brand",
      "Affiliator leaderboard ranked by sales",
      "Commission report for a month of affiliate sales",
    ]),
  },
  {
    service: "Content Creation",
    path: "content-creation",
    title: "Content people",
    highlight: "stop scrolling for",
    summary: "Short video, carousels and copy made for each platform's feed.",
    description:
      "Our creative team writes, shoots and edits content made for the feed it lives in: TikTok and Reels hooks in the first second, carousels that get saved, captions in the voice of your brand.",
    points: ["Short-form video", "Carousels & statics", "Monthly content calendar"],
    images: images("content-creation", [
      "Storyboard for a fifteen-second vertical video",
      "Grid of social posts in a brand's colours",
      "Content calendar for a month of posts",
      "Editing timeline of a short video",
    ]),
  },
  {
    service: "Live Streaming",
    path: "livestreaming",
    title: "Live selling that",
    highlight: "sells out",
    summary: "Hosts, studio and scripts for live commerce every day of the week.",
    description:
      "Trained hosts, a ready studio and tested scripts for live selling on Shopee, Tokopedia, TikTok and Instagram. We run the sessions, manage vouchers and flash deals, and report sales per hour.",
    points: [
      "Shopee Live, Tokopedia Play, TikTok Live, Instagram Live",
      "Trained hosts",
      "Sales per hour reporting",
    ],
    images: images("livestreaming", [
      "Live selling host presenting a product to camera",
      "Live stream screen with comments and a flash deal banner",
      "Studio set with lights and product table",
    ]),
  },
  {
    service: "KOL & KOC Management",
    path: "kol-management",
    title: "The right creators,",
    highlight: "the right crowd",
    summary: "Key opinion leaders and consumers matched to your audience and budget.",
    description:
      "We shortlist KOLs and KOCs by audience fit and real engagement, negotiate rates, brief and approve content, and measure every post against reach, clicks and sales.",
    points: ["Audience-fit shortlists", "Briefs & content approval", "Post-by-post results"],
    images: images("kol-management", [
      "Creator shortlist with audience and engagement figures",
      "Beauty KOL reviewing a product on camera",
      "Food KOC sharing a recipe with a brand's sauce",
      "Campaign brief sent to twelve creators",
      "Results board with reach, clicks and sales per creator",
    ]),
  },
  {
    service: "Brand Activation",
    path: "brand-activation",
    title: "Moments people",
    highlight: "remember",
    summary: "Pop-ups, sampling and events that turn attention into trial.",
    description:
      "From mall pop-ups to campus tours, we design activations that people want to share, then connect them to online channels so the buzz ends in a purchase.",
    points: ["Pop-ups & sampling", "Event production", "Online to offline tracking"],
    images: images("brand-activation", [
      "Pop-up booth in a Jakarta mall",
      "Sampling crew handing out drinks",
      "Crowd taking photos at a brand event",
    ]),
  },
  {
    service: "TVC & Photo Production",
    path: "tvc-photo-production",
    title: "Stories worth",
    highlight: "the big screen",
    summary: "TV commercials, product photography and campaign shoots, end to end.",
    description:
      "Concept, casting, shoot and post-production under one roof: TV commercials, digital video and product photography that stay consistent from billboard to thumbnail.",
    points: [
      "Concept to post-production",
      "Product & lifestyle photography",
      "Cut-downs for every platform",
    ],
    images: images("tvc-photo-production", [
      "Film set with camera crane and lights",
      "Product photo of a bottle on a coloured backdrop",
      "Editing suite with colour grading",
    ]),
  },
  {
    service: "Apps Development",
    path: "apps-development",
    title: "Apps your customers",
    highlight: "keep opening",
    summary: "iOS and Android apps for loyalty, ordering and commerce.",
    description:
      "Product design and engineering for iOS and Android: loyalty programmes, ordering and commerce apps, built with analytics from day one and maintained after launch.",
    points: ["iOS & Android", "UX research & design", "Launch and maintenance"],
    images: images("apps-development", [
      "Loyalty app home screen with points balance",
      "Ordering app checkout flow on two phones",
      "App analytics showing weekly active users",
    ]),
  },
  {
    service: "Website Development",
    path: "web-development",
    title: "Websites that",
    highlight: "turn visits into sales",
    summary: "Fast, findable websites and landing pages built to convert.",
    description:
      "Company profiles, landing pages and online stores that load fast, rank well and are easy to update, built by our own designers and engineers.",
    points: ["Landing pages & company profiles", "SEO & Core Web Vitals", "Online stores"],
    images: images("web-development", [
      "Screenshot of a coffee brand's online store",
      "Screenshot of a property developer's landing page",
      "Screenshot of a fintech company profile",
    ]),
  },
  {
    service: "E-Commerce Enabler",
    path: "ecommerce-enabler",
    title: "Your store, on every",
    highlight: "marketplace",
    summary: "Shopee, Tokopedia, TikTok Shop and Lazada run for you, end to end.",
    description:
      "We open and run your official stores: listings, pricing, campaigns, vouchers, customer service and fulfilment coordination, with one weekly report across every marketplace.",
    points: ["Store setup & listings", "Campaign calendar", "Customer service"],
    images: images("ecommerce-enabler", [
      "Official store page on a marketplace",
      "Sales dashboard across four marketplaces",
      "Packing station preparing orders",
    ]),
  },
];
