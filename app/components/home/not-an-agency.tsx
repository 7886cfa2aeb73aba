import { Ban, HandCoins, KeyRound, Users } from "lucide-react";

const POINTS = [
  { icon: Ban, text: "No te pedimos exclusividad" },
  { icon: HandCoins, text: "No cobramos un porcentaje de tu venta" },
  { icon: Users, text: "Los compradores hablan contigo, no con un intermediario" },
  { icon: KeyRound, text: "Tú decides el precio, las visitas y con quién firmas" },
] as const;

/** The 'not an agency' statement. */
export function NotAnAgency({ brandName }: { brandName: string }) {
  return (
    <section aria-labelledby="not-agency-title" className="render-when-near bg-background">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <p className="font-semibold text-accent text-sm uppercase tracking-wider">Qué es {brandName}</p>
          <h2 id="not-agency-title" className="mt-2 text-3xl sm:text-4xl">
            No somos una agencia inmobiliaria
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Somos la plataforma que pone en tus manos lo que hace funcionar a una buena agencia: una guía para
            cada paso, documentos y consejos, y una campaña de marketing profesional. Sin intermediarios entre
            tú y quien compra tu casa.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {POINTS.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-start gap-3 rounded-xl border border-border bg-card p-5 shadow-card"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
              <span className="font-medium text-foreground">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
