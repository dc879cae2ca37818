/**
 * Every test database starts with the site's services, company details and demo clients; the
 * team is empty (its 34 demo members are employees, which the employee tests count).
 */
export const TEST_SITE_CONTENT = { clients: true, team: false } as const;
