/** A visitor's contact form as the API receives it: the API tests and the e2e inbox send it. */
export const CONTACT_LEAD = {
  name: "Rina Wijaya",
  company: "Kopi Senja",
  email: "rina@kopisenja.id",
  whatsapp: "+62 812-3456-7890",
  service: "digital-ads",
  message: "We want to grow online sales of our coffee beans.",
  page: "/contact-us",
};
