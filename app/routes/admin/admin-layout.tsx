import { Outlet } from "react-router";

// Placeholder: built in its own issue.
export default function AdminLayout() {
  return <Outlet />;
}
