import { data, type RouterContextProvider } from "react-router";
import type { Permission } from "#contracts/permissions.ts";
import { requireStaff } from "#server/http/require-staff.ts";
import { servicesContext } from "#server/router-context.ts";

/** How a staff screen's loader or action starts: the member allowed `permission`, the services and their database. */
export function requireStaffWithDb(
  context: Readonly<RouterContextProvider>,
  request: Request,
  permission: Permission,
) {
  const user = requireStaff(context, request, permission);
  const services = context.get(servicesContext);
  return { user, db: services.db, services };
}

/** A post-only staff route's GET: the sign-in check every staff route makes, then a 405. */
export function refuseStaffGet(
  context: Readonly<RouterContextProvider>,
  request: Request,
  permission?: Permission,
): never {
  requireStaff(context, request, permission);
  throw data(
    { message: "Post the form to this address" },
    { status: 405, headers: { Allow: "POST" } },
  );
}
