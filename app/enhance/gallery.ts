import { photoSrcSet, photoVariantUrl } from "#app/domain/listings/photo-variants";

/** The placeholder of a photo's number in the names the page carries (PHOTO_NUMBER, property-gallery.tsx). */
const PHOTO_NUMBER = "{n}";

/** A horizontal drag longer than this turns the photo (the toast's swipe threshold, reused). */
const SWIPE_THRESHOLD_PX = 50;

/**
 * The listing's gallery (PropertyGallery, PhotoViewer). Without this every thumbnail opens the
 * viewer and a swipe or the arrow keys scroll its photos. With it a thumbnail chooses the main
 * photo, the viewer opens at that photo, counts 'n / N', turns with the arrow keys, its buttons and
 * a mouse drag (wrapping round), and the photo last seen becomes the main one.
 */
export function enhanceGallery() {
  const gallery = document.querySelector<HTMLElement>("[data-gallery]");
  const main = gallery?.querySelector<HTMLButtonElement>("[data-gallery-main]");
  const mainImage = main?.querySelector("img");
  const viewer = gallery?.querySelector<HTMLElement>("[data-photo-viewer]");
  const strip = viewer?.querySelector<HTMLElement>("[data-photo-strip]");
  const counter = viewer?.querySelector<HTMLElement>("[data-photo-counter]");
  if (!gallery || !main || !mainImage || !viewer || !strip || !counter) return;
  // The main photo's names, in the page's language, as the server wrote them for any photo.
  const openPhoto = gallery.dataset.openPhoto ?? "";
  const photoAlt = gallery.dataset.photoAlt ?? "";
  const photos = [...strip.querySelectorAll("img")].map((image) => image.dataset.photo ?? "");
  const count = photos.length;
  const thumbnails = [...gallery.querySelectorAll<HTMLButtonElement>("[data-gallery-thumbnail]")];
  let selected = 0;
  let shown = 0;

  const select = (index: number) => {
    const url = photos[index];
    if (!url) return;
    selected = index;
    mainImage.src = photoVariantUrl(url, 960);
    mainImage.srcset = photoSrcSet(url) ?? "";
    mainImage.alt = photoAlt.replaceAll(PHOTO_NUMBER, String(index + 1));
    main.setAttribute("aria-label", openPhoto.replaceAll(PHOTO_NUMBER, String(index + 1)));
    for (const thumbnail of thumbnails) {
      thumbnail.setAttribute("aria-pressed", String(Number(thumbnail.dataset.galleryThumbnail) === index));
    }
  };
  const show = (index: number) => {
    shown = (index + count) % count;
    strip.scrollTo({ left: shown * strip.clientWidth, behavior: "instant" });
    counter.textContent = `${shown + 1} / ${count}`;
  };

  counter.hidden = false;
  for (const step of viewer.querySelectorAll<HTMLButtonElement>("[data-photo-step]")) {
    step.hidden = false;
    step.addEventListener("click", () => show(shown + Number(step.dataset.photoStep)));
  }
  for (const thumbnail of thumbnails) {
    thumbnail.addEventListener("click", (event) => {
      event.preventDefault(); // chooses the main photo instead of opening the viewer
      select(Number(thumbnail.dataset.galleryThumbnail));
    });
  }
  viewer.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "open") {
      show(selected);
      strip.focus();
    } else if (shown !== selected) {
      select(shown);
    }
  });
  viewer.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    show(shown + (event.key === "ArrowRight" ? 1 : -1));
  });
  // A finger scrolls the strip by itself (scroll-snap); the counter follows where it stops.
  strip.addEventListener("scroll", () => {
    const index = Math.round(strip.scrollLeft / strip.clientWidth);
    if (index !== shown && index >= 0 && index < count) {
      shown = index;
      counter.textContent = `${shown + 1} / ${count}`;
    }
  });
  let dragStartX: number | null = null;
  strip.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse") dragStartX = event.clientX;
  });
  strip.addEventListener("pointerup", (event) => {
    if (dragStartX === null) return;
    const distance = event.clientX - dragStartX;
    dragStartX = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX && count > 1) show(shown + (distance < 0 ? 1 : -1));
  });
}
