import type { WebsiteAdminMessages } from "#contracts/messages/website-admin.ts";

/** Teks staf yang dipakai bersama oleh layar situs web (tim, klien, layanan, perusahaan). */
export const websiteAdmin = {
  images: {
    none: "Belum ada gambar",
    upload: "Unggah gambar",
    replace: "Ganti gambar",
    uploading: "Mengunggah…",
    remove: "Hapus",
    wrongType: "Gunakan gambar JPG, PNG, atau WebP.",
    tooLarge: "Gambar ini lebih dari 15 MB. Pilih yang lebih kecil.",
    uploadFailed: "Gambar tidak bisa diunggah.",
  },
  shared: {
    english: "English",
    indonesian: "Bahasa Indonesia",
    languages: "Bahasa teks",
    preview: "Pratinjau",
    previewNote: "Tampilan halaman publik setelah disimpan.",
    previewLanguage: "Bahasa pratinjau",
    previewWidth: "Lebar pratinjau",
    phone: "Ponsel",
    desk: "Desktop",
    save: "Simpan perubahan",
    saving: "Menyimpan…",
    saved: "Tersimpan. Situs web langsung menampilkannya.",
    cancel: "Batal",
    back: "Kembali",
    viewOnSite: "Lihat di situs web",
    staleTitle: "Orang lain sudah menyimpan lebih dulu",
  },
} satisfies WebsiteAdminMessages;
