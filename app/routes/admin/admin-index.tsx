import { redirect } from "react-router";
import type { Route } from "./+types/admin-index";

export function loader(_args: Route.LoaderArgs) {
  throw redirect("/admin/dashboard");
}

export default function AdminIndex() {
  return null;
}
