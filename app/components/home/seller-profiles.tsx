import { Check, Hourglass, PiggyBank } from "lucide-react";
import { Section } from "#app/components/marketing/section";

type SellerProfilesProps = { agencyMax: string; examplePrice: string };

/** The two owners Zaguán is for: stuck on the market, and after maximum savings. */
export function SellerProfiles({ agencyMax, examplePrice }: SellerProfilesProps) {
  const profiles = [
    {
      icon: Hourglass,
      title: "Tu vivienda lleva meses a la venta",
      text: "Has probado con carteles, con un portal o con una agencia y las visitas no llegan. Necesitas que tu casa la vean los compradores adecuados.",
      points: [
        "Campañas en buscadores y redes sociales que van a buscar al comprador",
        "Revisión del precio y del anuncio con datos de tu zona",
        "Compatible con la agencia o el anuncio que ya tengas",
      ],
    },
    {
      icon: PiggyBank,
      title: "Quieres ahorrarte la comisión",
      text: `Sabes enseñar tu casa y prefieres no pagar un porcentaje: en un piso de ${examplePrice}, una agencia puede cobrarte hasta ${agencyMax} más IVA.`,
      points: [
        "Dos importes fijos en lugar de un porcentaje",
        "Guía, modelos y consejos para cada paso",
        "Los compradores te contactan directamente",
      ],
    },
  ] as const;

  return (
    <Section tone="sand" eyebrow="Para quién es" title="Pensado para dos tipos de propietarios">
      <ul className="grid gap-6 lg:grid-cols-2">
        {profiles.map(({ icon: Icon, title, text, points }) => (
          <li
            key={title}
            className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-accent-soft">
              <Icon aria-hidden="true" className="size-6 text-accent" />
            </span>
            <h3 className="text-2xl">{title}</h3>
            <p className="text-muted-foreground">{text}</p>
            <ul className="flex flex-col gap-2">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
