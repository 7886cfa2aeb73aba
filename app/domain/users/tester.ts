import type { UserRole } from "#app/db/schema/users";

/** Tester powers come from the role stored on the server, never from the browser (decisions.md). */
export const isTester = (user: { role: UserRole }) => user.role === "tester";
