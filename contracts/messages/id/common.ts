import type { CommonMessages } from "#contracts/messages/common.ts";

/** Teks bersama seluruh situs (edisi Bahasa Indonesia). */
export const common = {
  brandName: "Projingga",
  tagline: "Tumbuh digital, buatan Indonesia.",
  productTitle: "Projingga Studio",
  skipToContent: "Langsung ke konten",
  notFoundTitle: "Halaman yang Anda cari tidak ada",
  notFoundBody:
    "Tautannya mungkin sudah kedaluwarsa atau salah ketik. Yuk, kita cari halaman yang Anda butuhkan.",
  notFoundHome: "Kembali ke beranda",
  errorLabel: "Kesalahan",
  errorTitle: "Terjadi kesalahan",
  errorBody: "Ada kendala yang tidak terduga. Silakan coba lagi beberapa saat lagi.",
  loading: "Memuat…",
  unavailableTitle: "Kami segera kembali",
  unavailableBody:
    "Situs kami sedang beristirahat sejenak. Silakan coba lagi dalam satu menit, atau hubungi kami lewat WhatsApp.",
  unavailableRetry: "Coba lagi",
  unavailableChat: "Chat via WhatsApp",
  journalName: "Jurnal Projingga",
  articleInOtherLanguage: "Berbahasa Inggris",
  articleViews: "kali dibaca",
} satisfies CommonMessages;
