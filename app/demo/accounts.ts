import type { UserRole } from "#app/db/schema/users";
import type { Province } from "#app/domain/listings/catalogues";
import { spanishDni } from "./identity";

/** Every demo account signs in with this password (README and the tester's guide say so). */
export const DEMO_PASSWORD = "zaguan-demo";
/**
 * The demo admin's authenticator secret (base32), printed in the README so anyone trying the demo
 * can add it to an app: staff pass a second factor (docs/decisions/0043-staff-second-factor.md).
 */
export const DEMO_ADMIN_TOTP_SECRET = "ZAGUANDEMOADMIN2FATOTPSECRET2345";
/** The seed's marker: when this account exists, the demo data is already there. */
export const DEMO_ADMIN_EMAIL = "admin@zaguan.test";

export type DemoAccount = {
  email: string;
  name: string;
  role: UserRole;
  dni: string | null;
  /** Spanish mobile or office number shown on their listings, without the +34. */
  phone: string | null;
  /**
   * The billing domicile their invoices name (ADR 0041): every private owner has given it; the
   * agency's invoices name its company, and the tester starts without one, so the payment step
   * shows how it is asked for.
   */
  billing: DemoBilling | null;
};

export type DemoBilling = { street: string; postalCode: string; city: string; province: Province };

/**
 * The four accounts people log in with to try the product, plus private owners so the portal
 * does not look like one person's catalogue. All e-mails are verified and share DEMO_PASSWORD.
 */
export const DEMO_ACCOUNTS = {
  admin: {
    email: DEMO_ADMIN_EMAIL,
    name: "Ana Administradora",
    role: "admin",
    dni: null,
    phone: null,
    billing: null,
  },
  tester: {
    email: "tester@zaguan.test",
    name: "Tomás Probador",
    role: "tester",
    dni: null,
    phone: null,
    billing: null,
  },
  particular: {
    email: "particular@zaguan.test",
    name: "Lucía Fernández Ortega",
    role: "user",
    dni: spanishDni(48273615),
    phone: "600101234",
    billing: {
      street: "Calle de Alcalá 123, 4.º B",
      postalCode: "28009",
      city: "Madrid",
      province: "Madrid",
    },
  },
  agency: {
    email: "agencia@zaguan.test",
    name: "Javier Morales Soler",
    role: "user",
    dni: spanishDni(29384756),
    phone: "960001245",
    billing: null,
  },
  carmen: {
    email: "carmen.ruiz@zaguan.test",
    name: "Carmen Ruiz Delgado",
    role: "user",
    dni: spanishDni(22745198),
    phone: "600105678",
    billing: { street: "Calle Sierpes 25, 2.º", postalCode: "41004", city: "Sevilla", province: "Sevilla" },
  },
  jordi: {
    email: "jordi.puig@zaguan.test",
    name: "Jordi Puig Serra",
    role: "user",
    dni: spanishDni(38567204),
    phone: "600102345",
    billing: {
      street: "Carrer de Provença 210, 3.º 1.ª",
      postalCode: "08036",
      city: "Barcelona",
      province: "Barcelona",
    },
  },
  iker: {
    email: "iker.etxeberria@zaguan.test",
    name: "Iker Etxeberria Goikoetxea",
    role: "user",
    dni: spanishDni(16093847),
    phone: "600103456",
    billing: {
      street: "Calle Licenciado Poza 14, 5.º izq.",
      postalCode: "48011",
      city: "Bilbao",
      province: "Vizcaya",
    },
  },
  manuel: {
    email: "manuel.ortega@zaguan.test",
    name: "Manuel Ortega Vidal",
    role: "user",
    dni: spanishDni(27831560),
    phone: "600104567",
    billing: { street: "Calle Larios 8, 1.º", postalCode: "29005", city: "Málaga", province: "Málaga" },
  },
  xoana: {
    email: "xoana.castro@zaguan.test",
    name: "Xoana Castro Rial",
    role: "user",
    dni: spanishDni(32658019),
    phone: "600106789",
    billing: { street: "Rúa Real 40, 2.º", postalCode: "15003", city: "A Coruña", province: "La Coruña" },
  },
  margalida: {
    email: "margalida.ferrer@zaguan.test",
    name: "Margalida Ferrer Bauzà",
    role: "user",
    dni: spanishDni(43176285),
    phone: "600107890",
    billing: {
      street: "Carrer de Sant Miquel 30",
      postalCode: "07002",
      city: "Palma",
      province: "Islas Baleares",
    },
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
