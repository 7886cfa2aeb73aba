import type { AnyField } from "#app/components/forms/field-shell";
import { SelectField } from "./choice-fields";
import { TextField } from "./text-fields";

/** The optional fields for portals abroad, named as in `portalFields` (domain/sale/portal-fields.ts). */
export type PortalFieldSet = {
  latitude: AnyField;
  longitude: AnyField;
  catastralReference: AnyField;
  floorPlanImage: AnyField;
  videoUrl: AnyField;
  virtualTourUrl: AnyField;
};

const off = { autoComplete: "off" } as const;

/**
 * The optional extras, each saying where it goes: the map point and the floor plan to the portals
 * abroad (Kyero's feed), the video and tour to our own listing as links, the cadastral reference to
 * the notary's file only. The floor plan is one of the listing's photos, so it is offered once
 * there are some.
 */
export function PortalFields({ fields, photos }: { fields: PortalFieldSet; photos: readonly string[] }) {
  const photoNumber = new Map(photos.map((url, index) => [url, index + 1]));
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 border-border border-t pt-6">
      <legend className="float-left mb-1 w-full font-semibold text-foreground text-lg">
        Mapa, plano, vídeo y referencia catastral
      </legend>
      <p className="clear-left text-muted-foreground text-sm">
        Opcional. El punto en el mapa y el plano van a los portales extranjeros: el punto, redondeado (unos
        100 m), nunca la dirección exacta. El vídeo y la visita virtual se muestran como enlaces en tu
        anuncio, en todos sus idiomas.
      </p>
      <div className="clear-left grid grid-cols-1 gap-6 md:grid-cols-2">
        <TextField
          field={fields.latitude}
          label="Latitud"
          inputMode="decimal"
          hint="P. ej. 36,7218"
          {...off}
        />
        <TextField
          field={fields.longitude}
          label="Longitud"
          inputMode="decimal"
          hint="P. ej. -4,4180"
          {...off}
        />
        <TextField
          field={fields.catastralReference}
          label="Referencia catastral"
          hint="No se publica: la usamos para el contrato de arras y el expediente de la notaría. 20 caracteres, p. ej. 9872023VH5797S0001WX."
          {...off}
        />
        {photos.length > 0 ? (
          <SelectField
            field={fields.floorPlanImage}
            label="Foto que es el plano"
            placeholder="Ninguna"
            hint="Va a los portales extranjeros con las demás fotos."
            options={photos}
            labelOf={(url) => `Foto ${photoNumber.get(url)}`}
          />
        ) : null}
        <TextField
          field={fields.videoUrl}
          label="Vídeo (YouTube o Vimeo)"
          type="url"
          inputMode="url"
          hint="Un enlace en tu anuncio, en todos sus idiomas. P. ej. https://www.youtube.com/watch?v=…"
          {...off}
        />
        <TextField
          field={fields.virtualTourUrl}
          label="Visita virtual"
          type="url"
          inputMode="url"
          hint="Un enlace en tu anuncio, en todos sus idiomas: el de Matterport u otra, empezando por https://."
          {...off}
        />
      </div>
    </fieldset>
  );
}
