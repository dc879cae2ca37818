import type { Catalogue } from "./catalogue-type.ts";
import { plural } from "./plural.ts";

/** Texts of the site area (English edition, the source of the other languages). */
export const site = {
  nav: {
    label: "Main",
    homeLabel: "Projingga home",
    home: "HOME",
    clients: "PRO CLIENTS",
    team: "PRO TEAMS",
    service: "PRO SERVICES",
    article: "ARTICLES",
    contact: "CONTACT US",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
  },
  cta: {
    talk: "Let's talk",
    chat: "Chat with us",
    contact: "Contact us",
    contactNow: "Contact Us Now",
    contactForm: "Or send a message",
    back: "Back",
    allArticles: "All articles",
    meetTeam: "Meet the whole team",
    clientStories: "See client stories",
  },
  overlay: { close: "Close" },
  /** The switch and the offer speak the other edition's language (they are for its readers). */
  language: {
    switchTitle: "Baca halaman ini dalam Bahasa Indonesia",
    offerLabel: "Pilihan bahasa",
    offerText: "Halaman ini juga tersedia dalam Bahasa Indonesia.",
    offerAction: "Baca versi Indonesia",
    offerDismiss: "Tutup, tetap dalam bahasa Inggris",
  },
  team: {
    metaTitle: "Our Team · Projingga",
    metaDescription:
      "Meet the strategists, creators, live streamers, designers and engineers of Projingga, a digital agency in Jakarta.",
    eyebrow: "Pro teams",
    title: "OUR TEAM",
    intro:
      "Strategists, creators, streamers, designers and engineers working as one team for your brand.",
    filterLabel: "Filter by role",
    all: "All",
    row: (index: number) => `Team row ${index}`,
    count: (count: number, role: string) =>
      `${count} ${plural("en-US", count, { one: "member", other: "members" })} in ${role}`,
    crumb: "Team",
    empty: "No one is shown in this role yet. Choose another role or All.",
  },
  clients: {
    metaTitle: "Our Clients · Projingga",
    metaDescription:
      "Brands from coffee to fintech grow with Projingga. See the industries we serve and short case studies with real numbers.",
    eyebrow: "Pro clients",
    title: "Brands that",
    highlight: "grow with us",
    intro:
      "From neighbourhood coffee to national fintech. A few of the stories behind the numbers.",
    crumb: "Clients",
    industries: "Industries",
    caseStudies: "Case studies",
    readCase: "Read the case study",
    detailCrumb: "Case study",
    challenge: "The challenge",
    approach: "What we did",
    results: "Results",
    servicesUsed: "Services",
    otherCases: "More client stories",
    backToClients: "All clients",
    chooseTitle: "Choose a client story",
    chooseIntro: "Pick a client to read how we worked together.",
  },

  notFound: { services: "Browse services", articles: "Read articles" },
  services: {
    metaTitle: "Our Services · Projingga",
    metaDescription:
      "Ten services, one team: digital ads, affiliators, content, live streaming, KOL & KOC, activations, TVC & photo, apps, websites and e-commerce.",
    eyebrow: "Pro services",
    title: "Our",
    highlight: "Services",
    intro: "Ten ways we grow your brand. Choose a service to see how we work and what we deliver.",
    crumbHome: "Home",
    crumbServices: "Services",
    breadcrumb: "Breadcrumb",
    whatYouGet: "What you get",
    gallery: "Our work",
    /** The heading of the staff-edited "Our work" list (projects with captions), after the gallery. */
    ourWork: "Projects we delivered",
    chatNote: "Opens a WhatsApp chat with a message already written for you.",
    describeToggle: "Add a short description to your chat (optional)",
    describeLabel: "Describe your business or need",
    describeSubmit: "Open chat with description",
    clientsRow: "Websites we built for",
    screenshots: "Website screenshots",
    otherServices: "Other services",
    metaSuffix: "· Projingga",
  },
  contact: {
    metaTitle: "Contact Us · Projingga",
    metaDescription:
      "Tell Projingga about your business and goals. A strategist replies within one working day, by email or WhatsApp.",
    eyebrow: "Contact us",
    title: "Let's build your",
    highlight: "next chapter",
    intro: "Tell us about your brand and your goals. We reply within one working day.",
    visit: "Visit us",
    email: "Email",
    hours: "Office hours",
    chatTitle: "Prefer to chat?",
    chatBody: "Start a WhatsApp chat with a greeting already written for you.",
  },

  home: {
    metaTitle: "Projingga · Digital marketing & creative agency in Jakarta",
    metaDescription:
      "Projingga grows Indonesian brands with ads, creators, live selling, content and commerce. Strategy, production and technology under one roof in Jakarta.",
    heroImageAlt:
      "A phone showing a brand's campaign results surrounded by orange and yellow light",
    clientsEyebrow: "Pro clients",
    clientsTitle: "Trusted by brands across Indonesia",
    clientsIntro: "From neighbourhood coffee to national fintech: results our clients can count.",
    aboutEyebrow: "About us",
    aboutTitle: "Strategy, creativity and commerce in one room",
    aboutIntro: (founded: number) =>
      `Founded in Jakarta in ${founded}, Projingga is strategists, creators, streamers and engineers who work as one team on your growth.`,
    about: {
      tabsLabel: "About Projingga",
      tabs: [
        {
          value: "value",
          label: "Our Value",
        },
        {
          value: "vision",
          label: "Our Vision",
        },
        {
          value: "mission",
          label: "Our Mission",
        },
      ],
    },
    teamEyebrow: "Pro teams",
    teamTitle: (count: number) =>
      count > 1 ? `${count} specialists, one team` : "Specialists, one team",
    teamIntro:
      "Strategists, creators, live streamers, designers and engineers, all under one roof in Jakarta.",
    servicesEyebrow: "Pro services",
    servicesTitle: "Everything your brand needs to grow online",
    servicesIntro:
      "Pick one service or let us run the whole funnel, from the first ad to the repeat order.",
    articlesEyebrow: "Articles",
    articlesTitle: "Latest from the studio",
    articlesIntro: "Playbooks and lessons from campaigns we run every week.",
    articlesEmpty: "New articles are on their way. Check back soon.",
    contactEyebrow: "Contact us",
    contactTitle: "Let's grow your business",
    contactIntro: "Tell us where you want to be in six months. We reply within one working day.",
    contactChatTitle: "Prefer to chat?",
    contactChatBody: "Open a chat with our team: we'll answer your questions on WhatsApp.",
  },

  errors: { updating: "Updating" },
  footer: {
    ctaTitle: "Ready to grow?",
    ctaHighlight: "Let's plan your next quarter.",
    about:
      "A Jakarta digital marketing and creative agency. Strategy, content, creators and commerce under one roof.",
    services: "Services",
    company: "Company",
    follow: "Follow us",
    newTab: "(opens in a new tab)",
    /** The company column: page (English path) and its name there. */
    links: {
      "/clients": "Clients",
      "/team": "Team",
      "/article": "Articles",
      "/contact-us": "Contact",
    },
    hours: "Mon–Fri, 09:00–18:00 WIB",
    rights: "All rights reserved.",
    credits: "Team portraits: Notionists by Zoish (CC0), via DiceBear.",
  },
  carousel: {
    previous: "Previous slide",
    next: "Next slide",
    slide: (index: number, total: number) => `Slide ${index} of ${total}`,
    goTo: (index: number) => `Go to slide ${index}`,
  },
  contactForm: {
    title: "Tell us about your business",
    intro: "Share a few details and a strategist replies within one working day.",
    name: "Your name",
    company: "Company",
    companyOptional: "(optional)",
    email: "Work email",
    whatsapp: "WhatsApp number",
    whatsappHint: "Include the country code, e.g. +62 812 3456 7890.",
    service: "Service of interest",
    servicePlaceholder: "Choose a service",
    message: "How can we help?",
    messageHint: "Goals, timeline, budget: anything that helps us prepare.",
    honeypot: "Leave this field empty",
    submit: "Send message",
    sending: "Sending…",
    successTitle: "Thank you, your message is in!",
    successBody:
      "A strategist will reply by email or WhatsApp within one working day. Need us sooner? Chat with us now.",
    sendAnother: "Send another message",
    fixErrors: "Please correct the highlighted fields and send again.",
    throttled:
      "You have sent several messages in a short time. Please wait a few minutes and try again, or chat with us.",
    rejected:
      "We could not accept this message. Please clear any autofilled hidden fields and try again.",
    failed:
      "We could not send your message. Check your connection and try again; your text is kept.",
    errors: {
      nameRequired: "Enter your name",
      nameShort: "Enter at least 2 characters",
      emailRequired: "Enter your email address",
      emailInvalid: "Enter an email address like name@company.com",
      whatsappRequired: "Enter your WhatsApp number",
      whatsappInvalid: "Enter a phone number of 7 to 15 digits, e.g. +62 812 3456 7890",
      serviceRequired: "Choose the service you are interested in",
      messageRequired: "Tell us briefly what you need",
      messageShort: "Write at least 10 characters",
    },
  },
} as const;

export type SiteMessages = Catalogue<typeof site>;
