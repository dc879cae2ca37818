import type { RedirectsAdminMessages } from "#contracts/messages/redirects-admin.ts";
import { deleteDialogTexts } from "./delete-dialog.ts";

/** Layar pengalihan dan alamat tidak ditemukan (/admin/redirects). */
export const redirectsAdmin = {
  title: "Pengalihan",
  metaTitle: "Pengalihan · Projingga Studio",
  intro:
    "Arahkan alamat lama ke halaman barunya, supaya tautan dari hasil pencarian, iklan, dan situs lain tetap jalan. Log di bawah menunjukkan alamat yang masih dicari orang dan mesin pencari.",
  addTitle: "Tambah pengalihan",
  from: "Alamat lama",
  fromHint: "Path di situs ini, misalnya /2019/05/artikel-lama atau /?p=123",
  to: "Alamat baru",
  toHint: "Halaman di sini, misalnya /article/artikel-baru, atau alamat lengkap https://",
  status: "Jenis",
  permanent: "Permanen (301)",
  statusHint: "Permanen memindahkan posisi alamat lama di hasil pencarian ke alamat baru.",
  temporary: "Sementara (302)",
  match: "Berlaku untuk",
  exact: "Alamat ini saja",
  prefix: "Alamat ini dan semua di bawahnya",
  add: "Tambah pengalihan",
  adding: "Menambahkan…",
  added: "Pengalihan ditambahkan. Alamat lama sekarang menuju alamat baru.",
  failed: "Pengalihan belum bisa disimpan. Silakan coba lagi.",
  exportCsv: "Ekspor CSV",
  importCsv: "Impor CSV",
  importing: "Mengimpor…",
  importHint:
    "Kolom from dan to; status (301 atau 302) dan match (exact atau prefix) boleh kosong.",
  imported: (added: number, refused: number) =>
    refused
      ? `${added} pengalihan ditambahkan, ${refused} ditolak.`
      : `${added} pengalihan ditambahkan.`,
  refusedRows: "Baris yang tidak ditambahkan",
  line: (line: number) => `Baris ${line}`,
  rulesTitle: "Semua pengalihan",
  rulesEmpty: "Belum ada pengalihan.",
  columns: ["Alamat lama", "Alamat baru", "Jenis", "Kunjungan", "Terakhir dipakai", "Aksi"],
  kind: (status: number, prefix: boolean) =>
    `${status === 301 ? "Permanen" : "Sementara"}${prefix ? ", dan di bawahnya" : ""}`,
  never: "Belum pernah",
  delete: (from: string) => `Hapus pengalihan dari ${from}`,
  deleteDialog: deleteDialogTexts(
    "Pengalihan sudah dihapus. Alamat lama kembali menjawab “halaman tidak ditemukan”.",
  ),
  notFoundTitle: "Alamat tidak ditemukan",
  notFoundIntro:
    "Permintaan yang berakhir di “halaman tidak ditemukan”, yang paling sering dulu. Ubah yang asli menjadi pengalihan; bot yang mengintai celah software lain dihitung terpisah.",
  visitorsTab: (count: number) => `Tautan rusak (${count})`,
  probesTab: (count: number) => `Bot dan pengintai (${count})`,
  notFoundEmpty: "Belum ada apa-apa di sini.",
  notFoundColumns: ["Alamat", "Kunjungan", "Pertama kali", "Terakhir", "Ditautkan dari", "Aksi"],
  direct: "Diketik atau dari bookmark",
  createShort: "Alihkan",
} satisfies RedirectsAdminMessages;
