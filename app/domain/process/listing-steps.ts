import type { PropertyOrigin } from "#app/db/schema/properties";

/**
 * How a process's listing step (step 1) behaves; one component (components/process/listing-step)
 * reads it. The two processes differ where the decision records make them differ, and only
 * there: what the agency sends with its first save is one request with the accepted contract
 * (ADR 0002: the property exists only with its contract, so there are no agency drafts on the
 * server), while a private owner builds a draft as the photos go up.
 */
export type ListingStepRules = {
  /** Which process's browser copy of unsaved typing this is (kept apart per process). */
  process: PropertyOrigin;
  /**
   * Where a new listing's photos go: uploaded as they are picked, onto a draft property created
   * for them ('upload-to-draft'), or held in the browser and sent with the first save
   * ('send-with-first-save').
   */
  newListingPhotos: "upload-to-draft" | "send-with-first-save";
  /** 'Guardar borrador': the unpublished listing kept on the server. */
  serverDrafts: boolean;
  /** A saved listing stays read-only until 'Reabrir y Editar'. */
  editsOnlyWhenReopened: boolean;
  /** The intent of the save that creates the listing (the agency's accepts the contract). */
  createIntent: "save-listing" | "accept-contract";
  /** A first save is confirmed in a dialog first (the agency's collaboration contract). */
  confirmsFirstSave: boolean;
  texts: {
    /** The form's fieldset, for screen readers. */
    legend: string;
    /** The button that publishes a new listing. */
    publish: string;
    /** The button that saves a published listing. */
    saveChanges: string;
  };
};

export const SALE_LISTING_STEP: ListingStepRules = {
  process: "particular",
  newListingPhotos: "upload-to-draft",
  serverDrafts: true,
  editsOnlyWhenReopened: false,
  createIntent: "save-listing",
  confirmsFirstSave: false,
  texts: { legend: "Datos de la vivienda", publish: "Publicar anuncio", saveChanges: "Guardar cambios" },
};

export const AGENCY_LISTING_STEP: ListingStepRules = {
  process: "agency",
  newListingPhotos: "send-with-first-save",
  serverDrafts: false,
  editsOnlyWhenReopened: true,
  createIntent: "accept-contract",
  confirmsFirstSave: true,
  texts: {
    legend: "Datos de la propiedad y de la agencia",
    publish: "Revisar contrato y publicar",
    saveChanges: "Guardar Cambios",
  },
};
