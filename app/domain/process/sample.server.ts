import type { Db } from "#app/db/client.server";
import { DomainError } from "#app/domain/errors";
import type { SessionUser } from "#app/domain/users/session.server";
import { isTester } from "#app/domain/users/tester";
import type { FileStorage } from "#app/lib/storage.server";

/** What creating a tester's sample property takes, in either process. */
export type SampleInput = {
  db: Db;
  storage: FileStorage;
  user: Pick<SessionUser, "id" | "role" | "email" | "name">;
};

/** 'Modo de Prueba' is for testers only, by their stored role. */
export function requireTester(user: SampleInput["user"]): void {
  if (!isTester(user))
    throw new DomainError("forbidden", "Esta opción solo está disponible para las cuentas de prueba.");
}
