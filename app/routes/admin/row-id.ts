import { data } from "react-router";
import { MAX_ROW_ID } from "#contracts/row-keys.ts";

/** A numeric row id from the address (1 to MAX_ROW_ID); anything else is the 404 of a missing row. */
export function readRowId(raw: string) {
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > MAX_ROW_ID) {
    throw data({ message: "Not found" }, { status: 404 });
  }
  return Number(raw);
}

/** The row a form's address names, if any: null for `…/form` (a new row), else as readRowId. */
export function readOptionalRowId({ id }: { id?: string }) {
  return id === undefined ? null : readRowId(id);
}
