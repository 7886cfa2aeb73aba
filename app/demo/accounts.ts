import type { UserRole } from "#app/db/schema/users";
import { spanishDni } from "./identity";

/** Every demo account signs in with this password (README and the tester's guide say so). */
export const DEMO_PASSWORD = "zaguan-demo";
/** The seed's marker: when this account exists, the demo data is already there. */
export const DEMO_ADMIN_EMAIL = "admin@zaguan.test";

export type DemoAccount = {
  email: string;
  name: string;
  role: UserRole;
  dni: string | null;
  /** Spanish mobile or office number shown on their listings, without the +34. */
  phone: string | null;
};

/**
 * The four accounts people log in with to try the product, plus private owners so the portal
 * does not look like one person's catalogue. All e-mails are verified and share DEMO_PASSWORD.
 */
export const DEMO_ACCOUNTS = {
  admin: { email: DEMO_ADMIN_EMAIL, name: "Ana Administradora", role: "admin", dni: null, phone: null },
  tester: { email: "tester@zaguan.test", name: "Tomás Probador", role: "tester", dni: null, phone: null },
  particular: {
    email: "particular@zaguan.test",
    name: "Lucía Fernández Ortega",
    role: "user",
    dni: spanishDni(48273615),
    phone: "600101234",
  },
  agency: {
    email: "agencia@zaguan.test",
    name: "Javier Morales Soler",
    role: "user",
    dni: spanishDni(29384756),
    phone: "960001245",
  },
  carmen: {
    email: "carmen.ruiz@zaguan.test",
    name: "Carmen Ruiz Delgado",
    role: "user",
    dni: spanishDni(22745198),
    phone: "600105678",
  },
  jordi: {
    email: "jordi.puig@zaguan.test",
    name: "Jordi Puig Serra",
    role: "user",
    dni: spanishDni(38567204),
    phone: "600102345",
  },
  iker: {
    email: "iker.etxeberria@zaguan.test",
    name: "Iker Etxeberria Goikoetxea",
    role: "user",
    dni: spanishDni(16093847),
    phone: "600103456",
  },
  manuel: {
    email: "manuel.ortega@zaguan.test",
    name: "Manuel Ortega Vidal",
    role: "user",
    dni: spanishDni(27831560),
    phone: "600104567",
  },
  xoana: {
    email: "xoana.castro@zaguan.test",
    name: "Xoana Castro Rial",
    role: "user",
    dni: spanishDni(32658019),
    phone: "600106789",
  },
  margalida: {
    email: "margalida.ferrer@zaguan.test",
    name: "Margalida Ferrer Bauzà",
    role: "user",
    dni: spanishDni(43176285),
    phone: "600107890",
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
