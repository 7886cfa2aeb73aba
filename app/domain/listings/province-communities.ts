import type { Community } from "#app/domain/taxes/communities";
import type { Province } from "./catalogues";

/** Where each catalogue province belongs (Ley Orgánica of each Estatuto de Autonomía). */
const COMMUNITY_BY_PROVINCE: Record<Province, Community> = {
  Almería: "Andalucía",
  Cádiz: "Andalucía",
  Córdoba: "Andalucía",
  Granada: "Andalucía",
  Huelva: "Andalucía",
  Jaén: "Andalucía",
  Málaga: "Andalucía",
  Sevilla: "Andalucía",
  Huesca: "Aragón",
  Teruel: "Aragón",
  Zaragoza: "Aragón",
  Asturias: "Asturias",
  "Islas Baleares": "Illes Balears",
  "Las Palmas": "Canarias",
  "Santa Cruz de Tenerife": "Canarias",
  Cantabria: "Cantabria",
  Albacete: "Castilla-La Mancha",
  "Ciudad Real": "Castilla-La Mancha",
  Cuenca: "Castilla-La Mancha",
  Guadalajara: "Castilla-La Mancha",
  Toledo: "Castilla-La Mancha",
  Ávila: "Castilla y León",
  Burgos: "Castilla y León",
  León: "Castilla y León",
  Palencia: "Castilla y León",
  Salamanca: "Castilla y León",
  Segovia: "Castilla y León",
  Soria: "Castilla y León",
  Valladolid: "Castilla y León",
  Zamora: "Castilla y León",
  Barcelona: "Cataluña",
  Gerona: "Cataluña",
  Lérida: "Cataluña",
  Tarragona: "Cataluña",
  Alicante: "Comunitat Valenciana",
  Castellón: "Comunitat Valenciana",
  Valencia: "Comunitat Valenciana",
  Badajoz: "Extremadura",
  Cáceres: "Extremadura",
  "La Coruña": "Galicia",
  Lugo: "Galicia",
  Orense: "Galicia",
  Pontevedra: "Galicia",
  Madrid: "Comunidad de Madrid",
  Murcia: "Región de Murcia",
  Navarra: "Navarra",
  Álava: "País Vasco",
  Guipúzcoa: "País Vasco",
  Vizcaya: "País Vasco",
  "La Rioja": "La Rioja",
  Ceuta: "Ceuta",
  Melilla: "Melilla",
};

/** The community of a listing's province, or null when the listing names none we know. */
export function communityOfProvince(province: string | null | undefined): Community | null {
  if (!province) return null;
  return Object.hasOwn(COMMUNITY_BY_PROVINCE, province) ? COMMUNITY_BY_PROVINCE[province as Province] : null;
}
