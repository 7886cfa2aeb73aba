import { accountEs } from "./account/es";
import { authEs } from "./auth/es";
import { closingDocumentsEs } from "./closing/documents-es";
import { closingEs } from "./closing/es";
import { closingFieldsEs } from "./closing/fields-es";
import { closingMailEs } from "./closing-mail/es";
import { dealMailEs } from "./deal-mail/es";
import { fallThroughEs } from "./fall-through/es";
import { formsEs } from "./forms/es";
import { listingEs } from "./listing/es";
import { mailEs } from "./mail/es";
import { requestEs } from "./request/es";
import { siteEs } from "./site/es";
import { spaceEs } from "./space/es";
/**
 * The portal's words in Spanish: the reference catalogue. Every other language has exactly these
 * keys (its type says so, and app/lib/i18n/catalogues.test.ts checks the ICU arguments). ICU
 * MessageFormat: plurals by each language's own rules.
 */
export const es = {
  ...siteEs,
  // The buyer's own pages and e-mails, kept apart so the two catalogues change independently.
  ...accountEs,
  ...authEs,
  ...spaceEs,
  ...requestEs,
  ...mailEs,
  ...dealMailEs,
  ...fallThroughEs,
  ...closingMailEs,
  ...closingEs,
  ...closingFieldsEs,
  ...closingDocumentsEs,
  "portal.title": "Portal Inmobiliario",
  "portal.titlePaged": "Portal Inmobiliario · Página {page}",
  "portal.description":
    "Pisos, casas, chalets, locales y más en venta directamente por sus propietarios y agencias colaboradoras.",
  "portal.lead":
    "Viviendas, locales y terrenos en venta directamente por sus propietarios y por agencias colaboradoras.",
  "portal.saveSearch": "Guardar búsqueda",
  "portal.resultCount": "{count, plural, one {# propiedad} other {{formatted} propiedades}}",
  "portal.resultCountCapped": "Más de {formatted} propiedades",
  "portal.empty.title": "No se encontraron propiedades",
  "portal.empty.text": "Prueba a cambiar los filtros o vuelve a intentarlo más tarde.",
  "portal.empty.publish": "Sé el Primero en Publicar",
  "portal.empty.all": "Ver todas las propiedades",
  "pagination.label": "Paginación",
  "pagination.previous": "Anterior",
  "pagination.next": "Siguiente",
  "pagination.position": "Página {page} de {lastPage}",
  "filters.label": "Filtrar propiedades",
  "filters.search": "Buscar",
  "filters.searchPlaceholder": "Título o dirección...",
  "filters.toggle": "Filtros",
  "filters.province": "Provincia",
  "filters.anyProvince": "Todas",
  "filters.type": "Tipo",
  "filters.origin": "Anunciante",
  "filters.any": "Todos",
  "filters.apply": "Aplicar Filtros",
  "filters.clear": "Limpiar",
  "filters.more": "Precio, habitaciones y más",
  "filters.sorted": "resultados ordenados",
  "filters.sort": "Ordenar por",
  "filters.features": "Características",
  "filters.priceMin": "Precio desde (€)",
  "filters.priceMax": "Precio hasta (€)",
  "filters.bedrooms": "Habitaciones",
  "filters.bathrooms": "Baños",
  "filters.sizeMin": "Superficie desde (m²)",
  "filters.sizeMax": "Superficie hasta (m²)",
  "filters.noMin": "Sin mínimo",
  "filters.noMax": "Sin máximo",
  "filters.indifferent": "Indiferente",
  "filters.atLeast": "{count} o más",
  "sort.recientes": "Más recientes",
  "sort.precio-asc": "Más baratos",
  "sort.precio-desc": "Más caros",
  "sort.euro-m2": "Menor €/m²",
  "sort.superficie": "Más grandes",
  "feature.garaje": "Garaje",
  "feature.piscina": "Piscina",
  "feature.terraza": "Terraza",
  "feature.ascensor": "Ascensor",
  "feature.trastero": "Trastero",
  "feature.jardin": "Jardín",
  "feature.aire-acondicionado": "Aire Acondicionado",
  "origin.particular": "Particulares",
  "origin.agencia": "Agencias",
  "type.Piso": "Piso",
  "type.Casa": "Casa",
  "type.Chalet": "Chalet",
  "type.Ático": "Ático",
  "type.Dúplex": "Dúplex",
  "type.Loft": "Loft",
  "type.Estudio": "Estudio",
  "type.Local": "Local",
  "type.Local comercial": "Local comercial",
  "type.Oficina": "Oficina",
  "type.Garaje": "Garaje",
  "type.Trastero": "Trastero",
  "type.Terreno": "Terreno",
  "type.Nave": "Nave",
  "type.Nave industrial": "Nave industrial",
  "type.Colaboración de Agencia": "Colaboración de Agencia",
  "card.untitled": "Propiedad en venta",
  "listing.untitledHome": "Vivienda en venta",
  "card.privateSale": "Venta Particular",
  "card.reserved": "Reservado",
  "card.bedrooms": "{count} hab.",
  "card.bathrooms": "{count, plural, one {# baño} other {# baños}}",
  "card.area": "{area} m²",
  "card.priceOnRequest": "Precio a consultar",
  "card.noContact": "Contacto no disponible",
  "card.showPhone": "Ver teléfono",
  "card.share": "Compartir",
  "card.save": "Guardar en favoritos",
  "card.unsave": "Quitar de favoritos",
  "listing.back": "Volver al Portal",
  "listing.description.machine": "Traducción automática",
  "listing.description.inSpanish": "Esta descripción está en español.",
  "listing.priceAndContact": "Precio y contacto",
  "listing.notFound": "Propiedad no encontrada",
  "listing.error": "Algo salió mal",
  ...listingEs,
  ...formsEs,
} as const;

export type MessageKey = keyof typeof es;
/** Another language's catalogue: every key, each its own words. */
export type Catalogue = Record<MessageKey, string>;
