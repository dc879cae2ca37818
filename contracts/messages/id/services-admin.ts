import type { ServicesAdminMessages } from "#contracts/messages/services-admin.ts";

/** Teks staf untuk layar layanan situs web (/admin/services). */
export const servicesAdmin = {
  metaTitle: "Layanan",
  metaEdit: (name: string) => `${name} · Layanan`,

  listIntro:
    "Sepuluh halaman layanan di situs web, dalam urutan yang sama dengan halaman Layanan. Buka salah satunya untuk mengubah teks, gambar, dan karyanya, dalam bahasa Inggris dan Indonesia.",
  tableLabel: "Halaman layanan",
  colService: "Layanan",
  colSummary: "Ringkasan",
  colImages: "Gambar",
  colWork: "Proyek",
  colChanged: "Perubahan terakhir",
  colActions: "Aksi",
  edit: "Ubah",
  editService: (name: string) => `Ubah ${name}`,
  viewService: (name: string) => `Lihat ${name} di situs web (membuka tab baru)`,
  opensNewTab: "(membuka tab baru)",

  allServices: "Semua layanan",
  eyebrow: "Halaman layanan",
  layoutLabel: "Tata letak",
  layouts: {
    carousel: "Carousel berisi 5 gambar, satu per tampilan",
    web: "3 tangkapan layar dalam carousel, di bawah deretan 6 logo klien (hanya di desktop)",
    grid3: "Grid berisi 3 gambar",
    grid: "2 sampai 4 gambar dalam grid",
  },
  texts: "Teks",
  textsIntro:
    "Tulis setiap teks dalam kedua bahasa: /service/… menampilkan teks bahasa Inggris, /id/service/… teks bahasa Indonesia.",
  textsLanguage: "Bahasa teks yang Anda ubah",
  hasErrors: "ada isian yang perlu diperbaiki",
  name: "Nama",
  nameHint: "Di kartu layanan, di menu, dan di atas judul",
  title: "Judul (bagian putih)",
  titleHint: "Awal judul besar halaman, berwarna putih",
  highlight: "Sorotan (bagian kuning)",
  highlightHint: "Menyambung judul, berwarna kuning",
  summary: "Ringkasan",
  summaryHint: "Satu baris di kartu layanan dan di hasil pencarian",
  description: "Deskripsi (opsional)",
  descriptionHint: "Di bawah judul; kosongkan bila tidak perlu",
  points: "Poin",
  pointsHint: "Satu per baris, maksimal 6",

  images: "Gambar",
  imagesExact: (count: number) => `Halaman ini menampilkan tepat ${count} gambar.`,
  imagesRange: (min: number, max: number) => `Halaman ini menampilkan ${min} sampai ${max} gambar.`,
  imagesFixed: "Ganti gambar untuk mengubahnya; jumlahnya tetap.",
  webLogos: "Logo klien di atasnya adalah 6 klien pertama yang tayang, diubah di layar Klien.",
  image: (index: number, total: number) => `Gambar ${index} dari ${total}`,
  altEnglish: "Teks alt (bahasa Inggris)",
  altIndonesian: "Teks alt (bahasa Indonesia)",
  altHint: "Apa yang terlihat di gambar, untuk pembaca yang tidak bisa melihatnya",
  addImage: "Tambah gambar",

  work: "Proyek yang kami kerjakan",
  workIntro: (heading: string) =>
    `Proyek yang tampil di akhir halaman di bawah “${heading}”, masing-masing dengan keterangan dalam kedua bahasa. Maksimal 12; bila kosong, bagian ini tidak ditampilkan.`,
  workItem: (index: number, total: number) => `Karya ${index} dari ${total}`,
  workEmpty: "Belum ada karya.",
  captionEnglish: "Keterangan (bahasa Inggris)",
  captionIndonesian: "Keterangan (bahasa Indonesia)",
  addWork: "Tambah karya",
  workFull: "Halaman menampilkan maksimal 12.",

  moveUp: "Naikkan",
  moveDown: "Turunkan",
  remove: "Hapus",
  itemAction: (action: string, item: string) => `${action}: ${item}`,

  saveAndBack: "Simpan dan kembali ke daftar",
  saveFailed: "Belum tersimpan. Periksa isian yang ditandai merah.",
  staleText:
    "Orang lain menyimpan layanan ini saat Anda sedang mengubahnya. Perubahan Anda masih ada di formulir: salin yang Anda perlukan, lalu muat versi mereka.",
  loadSaved: "Muat versi yang tersimpan",
  fetchFailed: "Halaman layanan ini tidak bisa dimuat.",

  previewFrame: (name: string) => `Pratinjau halaman ${name}`,
  previewLoading: "Memuat pratinjau…",
  previewEmpty: "(kosong)",

  unsavedTitle: "Keluar tanpa menyimpan?",
  unsavedText: "Perubahan Anda pada halaman layanan ini belum disimpan.",
  unsavedStay: "Lanjut mengedit",
  unsavedLeave: "Tinggalkan halaman",
} satisfies ServicesAdminMessages;
