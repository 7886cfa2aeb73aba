import type { UserRole } from "#app/db/schema/users";

/** Keyed by the column's type, so a role added to the schema cannot be missing from the list. */
const ROLE_SET: Record<UserRole, true> = { user: true, tester: true, admin: true };

/**
 * Every role, in the order staff choose from: the one runtime list, beside the domain rather than
 * in the Drizzle schema, so a form in the browser can list the roles without loading the tables.
 */
export const USER_ROLES = Object.keys(ROLE_SET) as [UserRole, ...UserRole[]];
