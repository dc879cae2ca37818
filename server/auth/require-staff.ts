// Moved to the HTTP edge (server/http/require-staff.ts): this path stays only for the route
// modules that still import it from here; once they import the edge's, it goes.
export { assertSameSite, requireStaff } from "../http/require-staff.ts";
