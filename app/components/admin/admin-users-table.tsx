import { MailCheck, UserCog } from "lucide-react";
import { Badge } from "#app/components/ui/badge";
import { DataCell, DataEmptyRow, DataRow, DataTable } from "#app/components/ui/data-table";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/select";
import type { UserRole } from "#app/db/schema/users";
import { roleLabel } from "#app/domain/admin/messages";
import type { AdminUserRow } from "#app/domain/admin/overview.server";
import { USER_ROLES } from "#app/domain/users/roles";
import { formatDateEs } from "#app/lib/format";
import { ConfirmActionDialog } from "./confirm-action-dialog";

const COLUMNS = ["Nombre", "Correo electrónico", "DNI", "Rol", "Alta", "Acciones"];

const ROLE_BADGE: Record<UserRole, "soft" | "accent" | "default"> = {
  user: "soft",
  tester: "accent",
  admin: "default",
};

/** 'Clientes': every account with name, e-mail, DNI, role and created_at. */
export function AdminUsersTable({
  users,
  currentAdminId,
}: {
  users: AdminUserRow[];
  currentAdminId: string;
}) {
  return (
    <DataTable caption="Clientes" columns={COLUMNS}>
      {users.length === 0 ? (
        <DataEmptyRow columns={COLUMNS.length}>No se encontraron clientes.</DataEmptyRow>
      ) : (
        users.map((user) => (
          <DataRow className="align-top" key={user.id}>
            <DataCell className="font-semibold text-base text-foreground md:text-sm">{user.name}</DataCell>
            <DataCell label="Correo" className="[overflow-wrap:anywhere]">
              {user.email}
              {user.emailVerified ? null : (
                <Badge variant="outline" className="ml-2 align-middle">
                  Sin verificar
                </Badge>
              )}
            </DataCell>
            <DataCell label="DNI" className="whitespace-nowrap font-mono">
              {user.dni ?? <span className="font-sans text-muted-foreground">—</span>}
            </DataCell>
            <DataCell label="Rol">
              <Badge variant={ROLE_BADGE[user.role]}>{roleLabel(user.role)}</Badge>
            </DataCell>
            <DataCell label="Alta" className="whitespace-nowrap">
              {formatDateEs(user.createdAt)}
            </DataCell>
            <DataCell className="max-md:pt-1">
              <div className="flex flex-wrap gap-2">
                {user.id === currentAdminId ? (
                  <span className="text-muted-foreground text-xs">Tu cuenta</span>
                ) : (
                  <ChangeRoleDialog user={user} />
                )}
                {user.emailVerified ? null : (
                  <ConfirmActionDialog
                    triggerLabel="Reenviar verificación"
                    triggerContext={user.email}
                    triggerIcon={MailCheck}
                    title="¿Reenviar el correo de verificación?"
                    description={`Enviaremos un enlace nuevo a ${user.email} para que confirme su dirección.`}
                    confirmLabel="Reenviar correo"
                    fields={{ intent: "resend-verification", userId: user.id }}
                  />
                )}
              </div>
            </DataCell>
          </DataRow>
        ))
      )}
    </DataTable>
  );
}

function ChangeRoleDialog({ user }: { user: AdminUserRow }) {
  const selectId = `role-${user.id}`;
  return (
    <ConfirmActionDialog
      triggerLabel="Cambiar rol"
      triggerContext={user.name}
      triggerIcon={UserCog}
      title={`¿Cambiar el rol de ${user.name}?`}
      description={`Ahora es ${roleLabel(user.role)}. El cambio se aplica en su próxima página y queda en el registro de actividad.`}
      confirmLabel="Cambiar rol"
      fields={{ intent: "change-role", userId: user.id }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={selectId}>Nuevo rol</Label>
        <NativeSelect id={selectId} name="role" defaultValue={user.role}>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </ConfirmActionDialog>
  );
}
