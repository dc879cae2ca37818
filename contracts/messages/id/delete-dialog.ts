import type { deleteDialogTexts as english } from "#contracts/messages/delete-dialog.ts";

/** Dialog hapus dan "Terhapus!" (edisi Bahasa Indonesia). */
export const deleteDialogTexts: typeof english = (deletedText) => ({
  confirmTitle: "Anda yakin?",
  confirmText: "Tindakan ini tidak bisa dibatalkan!",
  confirm: "Ya, hapus!",
  cancel: "Batal",
  deletedTitle: "Terhapus!",
  deletedText,
  ok: "OK",
});
