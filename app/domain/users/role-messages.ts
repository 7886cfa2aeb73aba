/** The two refusals of a role change, in Spanish: read by the role rule and by the staff panel. */
export const ROLE_MESSAGES = {
  forbidden: "No tienes permiso para hacer esto.",
  ownRole: "No puedes cambiar tu propio rol: otra persona administradora debe hacerlo.",
} as const;
