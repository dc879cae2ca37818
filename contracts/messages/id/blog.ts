import { formatNumber } from "#contracts/agency-clock.ts";
import type { BlogMessages } from "#contracts/messages/blog.ts";

/** Teks pembaca blog (edisi Bahasa Indonesia): kunci yang sama dengan ../blog.ts. */
export const blog = {
  listTitle: "Artikel",
  listMetaTitle: "Artikel digital marketing di Indonesia | Projingga",
  listMetaDescription:
    "Panduan iklan digital, live selling TikTok dan Shopee, kampanye KOL, dan website yang menghasilkan penjualan, ditulis tim Projingga di Jakarta.",
  listHeading: "Catatan lapangan dari tim yang menjalankan kampanye Anda",
  listIntro:
    "Panduan iklan, affiliator, live commerce, dan web, ditulis oleh tim yang mengerjakannya setiap minggu.",
  searchLabel: "Cari artikel",
  searchPlaceholder: "TikTok, Ramadan, Shopee…",
  searchSubmit: "Cari",
  searchClear: "Hapus pencarian",
  tagsLabel: "Tampilkan menurut topik",
  tagAll: "Semua topik",
  bestTitle: "Artikel terbaik",
  bestIntro: "Yang paling banyak dibaca bulan ini.",
  newsfeedTitle: "Kabar terbaru",
  newsfeedIntro: "Tulisan terbaru dari tim kami.",
  recommendationsTitle: "Rekomendasi untuk Anda",
  recommendationsIntro: "Pilihan yang layak Anda baca.",
  allArticlesTitle: "Semua artikel",
  viewAll: "Lihat semua artikel",
  allPageTitle: "Semua artikel",
  allPageMetaTitle: "Semua artikel | Projingga",
  allPageIntro: "Semua tulisan yang terbit, dari yang terbaru.",
  articleCount: (count: number) => `${formatNumber(count, "id")} artikel`,
  resultCount: (count: number, search: string, tag: string) => {
    const parts = [search ? `untuk “${search}”` : "", tag ? `di ${tag}` : ""].filter(Boolean);
    return `${formatNumber(count, "id")} artikel ${parts.join(" ")}`.trim();
  },
  searchTooLong: (words: number, characters: number) =>
    `Cari dengan paling banyak ${words} kata dan ${characters} karakter`,
  emptyTitle: "Belum ada yang cocok",
  emptyBody: "Coba kata yang lebih pendek, periksa ejaannya, atau jelajahi salah satu topik ini:",
  emptyReset: "Tampilkan semua artikel",
  emptySuggestions: "Topik yang disarankan",
  pageEmpty: "Tidak ada artikel di halaman ini.",
  pageFirst: "Ke halaman pertama",
  loading: "Memuat artikel…",
  loadingArticle: "Memuat artikel…",
  fetchFailed: "Gagal memuat artikel",
  retry: "Coba lagi",
  pagination: "Halaman",
  previousPage: "Sebelumnya",
  nextPage: "Berikutnya",
  pageLabel: (page: number) => `Halaman ${page}`,
  pageOf: (page: number, last: number) => `Halaman ${page} dari ${last}`,
  back: "Kembali",
  share: "Bagikan",
  shareCopied: "Tautan berhasil disalin",
  shareFailed: "Tautan tidak dapat disalin",
  views: (formatted: string) => `${formatted} kali dibaca`,
  publishedOn: "Terbit pada",
  scheduledFor: (when: string) => `Dijadwalkan terbit ${when}`,
  byAuthor: (name: string) => `Oleh ${name}`,
  relatedTitle: "Baca juga",
  otherLanguageNote:
    "Artikel ini belum tersedia dalam Bahasa Indonesia, jadi kami tampilkan versi bahasa Inggrisnya.",
  notFoundTitle: "Artikel tidak ditemukan",
  previewGoneTitle: "Tautan pratinjau ini sudah kedaluwarsa atau ditarik",
  previewGoneBody:
    "Tautan pratinjau hanya berlaku sementara dan bisa ditarik. Minta tautan baru kepada orang yang membagikannya.",
  notFoundBody:
    "Mungkin sudah dipindahkan atau tidak lagi diterbitkan. Masih banyak artikel lain yang bisa Anda baca.",
  notFoundAction: "Jelajahi artikel",
  breadcrumbHome: "Beranda",
  breadcrumbArticles: "Artikel",
  rssTitle: "Jurnal Projingga",
  rssDescription: "Panduan digital marketing dari Projingga, Jakarta.",
  rssLink: "Feed RSS",
  previewBand:
    "Pratinjau: begini tampilan artikel saat tayang nanti. Artikel belum terbuka untuk umum, dan tautan ini punya masa berlaku.",
} satisfies BlogMessages;
