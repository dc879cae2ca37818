/** Texts of the site area (English edition). */
export const site = {
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
