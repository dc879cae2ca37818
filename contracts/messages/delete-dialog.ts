/** The spec's delete confirmation and "Deleted!" dialog; each list says what was deleted. */
export const deleteDialogTexts = (deletedText: string) => ({
  confirmTitle: "Are you sure?",
  confirmText: "You won't be able to revert this!",
  confirm: "Yes, delete it!",
  cancel: "Cancel",
  deletedTitle: "Deleted!",
  deletedText,
  ok: "OK",
});
