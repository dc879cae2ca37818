import { data } from "react-router";

/** A numeric row id from the address (1 to 2^31-1); anything else is the 404 of a missing row. */
export function readRowId(raw: string) {
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw data({ message: "Not found" }, { status: 404 });
  }
  return Number(raw);
}
