/**
 * External services the sale steps link to (decisions.md: plain external links). The arras
 * contract generator is a paid third-party service (from 0,95 €).
 */
export const ARRAS_GENERATOR_URL = "https://www.contratodearras.es";
export const ARRAS_GENERATOR_PRICE = "0,95 €";
export const NOTA_SIMPLE_URL = "https://sede.registradores.org";
export const CATASTRO_URL = "https://www.sedecatastro.gob.es";
