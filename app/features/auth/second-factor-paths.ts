/** The account's sign-in security page: passkeys, authenticator app, recovery codes. */
export const SECURITY_PATH = "/admin/account/security";
