import type { EditorialMessages } from "#contracts/messages/editorial.ts";

/** Teks staf untuk alur kerja editor artikel: kunci yang sama dengan ../editorial.ts. */
export const editorial = {
  languageWarning: (version: string, other: string) =>
    `Teks versi ${version} sepertinya ditulis dalam ${other}. Periksa bahasanya sebelum menyimpan.`,
  categoriesNameId: "Nama dalam Bahasa Indonesia",
  categoriesNameIdHint: "Kosongkan agar edisi Indonesia memakai nama bahasa Inggris.",
  seoTitle: (language: string) => `Pencarian dan berbagi: ${language}`,
  seoMetaTitle: "Judul meta",
  seoMetaTitleHint: "Kosongkan untuk memakai judul artikel.",
  seoMetaDescription: "Deskripsi meta",
  seoMetaDescriptionHint: "Kosongkan untuk memakai ringkasan.",
  seoSocialImage: "Gambar untuk media sosial",
  seoSocialImageHint: "Alamat gambar; kosongkan untuk memakai gambar sampul.",
  seoCount: (count: number, shown: number) =>
    count > shown
      ? `${count} karakter: Google hanya menampilkan sekitar ${shown}, sisanya terpotong`
      : `${count} dari sekitar ${shown} karakter yang ditampilkan Google`,
  seoSearchPreview: "Di hasil pencarian",
  seoSocialPreview: "Saat dibagikan",
  historyLink: "Revisi dan tautan pratinjau",
  revisionsTitle: "Riwayat revisi",
  revisionsIntro:
    "Setiap kali artikel disimpan, tiap bahasa mendapat revisinya sendiri. Bandingkan dengan teks sekarang atau pulihkan; pemulihan disimpan sebagai revisi baru.",
  revisionsEmpty: "Belum ada revisi. Revisi pertama dibuat saat artikel disimpan.",
  revisionsShow: "Bandingkan dengan versi sekarang",
  revisionsHide: "Tutup perbandingan",
  revisionsRestore: "Pulihkan revisi ini",
  revisionsRestored: "Revisi dipulihkan",
  revisionsFailed: "Revisi gagal dimuat atau dipulihkan",
  revisionsCurrent: "sekarang",
  revisionsPublished: "terbit",
  revisionsBy: (author: string, when: string) => `${author || "Tanpa nama"}, ${when}`,
  revisionsNoChange: "Sama dengan teks sekarang.",
  revisionsAdded: "Ditambahkan",
  revisionsRemoved: "Dihapus",
  revisionsFieldTitle: "Judul",
  revisionsFieldExcerpt: "Ringkasan",
  revisionsFieldBody: "Isi",
  revisionsFieldCover: "Gambar sampul",
  revisionsFieldCategories: "Kategori",
  previewLinksTitle: "Bagikan pratinjau",
  previewLinksIntro:
    "Tautan ini menampilkan artikel persis seperti saat tayang nanti, tanpa perlu masuk. Tautan tidak berlaku lagi setelah kedaluwarsa atau dicabut.",
  previewLinksLanguage: "Bahasa",
  previewLinksExpiry: "Berlaku selama",
  previewLinksCreate: "Buat tautan",
  previewLinksCreated:
    "Tautan pratinjau sudah dibuat. Salin sekarang, karena hanya ditampilkan sekali.",
  previewLinksCopy: "Salin tautan",
  previewLinksCopied: "Tautan disalin",
  previewLinksNone: "Tidak ada tautan pratinjau yang aktif.",
  previewLinksExpires: (when: string) => `berlaku sampai ${when}`,
  previewLinksRevoke: "Cabut",
  previewLinksRevoked: "Tautan pratinjau dicabut",
  previewLinksFailed: "Tautan pratinjau gagal diubah",
  previewExpiry: {
    "1h": "1 jam",
    "1d": "1 hari",
    "7d": "7 hari",
    "30d": "30 hari",
  },
} satisfies EditorialMessages;
