import { describe, expect, test } from "vitest";
import {
  inBatches,
  movePhoto,
  PHOTO_TOASTS,
  photoCounterState,
  planPhotoUpload,
  sanitizeFileName,
} from "./photo-upload";

const jpeg = (name: string) => ({ name, type: "image/jpeg" });

describe("choosing photos", () => {
  test("file names keep letters, digits and dots only", () => {
    expect(sanitizeFileName("Salón principal (1).JPG")).toBe("Salonprincipal1.JPG");
    expect(sanitizeFileName("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFileName("foto..final..jpg")).toBe("foto.final.jpg");
    expect(sanitizeFileName("💥.png")).toBe("png");
    expect(sanitizeFileName("")).toBe("foto");
  });

  test("only jpeg, png, webp, jpg and avif are accepted; the rest are named", () => {
    const plan = planPhotoUpload(0, [
      jpeg("a.jpg"),
      { name: "b.png", type: "image/png" },
      { name: "c.webp", type: "image/webp" },
      { name: "d.avif", type: "image/avif" },
      { name: "e.jpg", type: "" },
      { name: "f.gif", type: "image/gif" },
      { name: "g.pdf", type: "application/pdf" },
      { name: "h.heic", type: "image/heic" },
    ]);
    expect(plan.accepted.map((file) => file.name)).toEqual(["a.jpg", "b.png", "c.webp", "d.avif", "e.jpg"]);
    expect(plan.unsupported).toEqual(["f.gif", "g.pdf", "h.heic"]);
  });

  test("past 50, only the first that fit are taken ('Límite excedido')", () => {
    const files = Array.from({ length: 10 }, (_, index) => jpeg(`${index}.jpg`));
    const plan = planPhotoUpload(45, files);
    expect(plan.accepted.map((file) => file.name)).toEqual(["0.jpg", "1.jpg", "2.jpg", "3.jpg", "4.jpg"]);
    expect(plan.overLimit).toBe(5);
    expect(plan.limitReached).toBe(false);
    expect(PHOTO_TOASTS.limitExceeded(5).title).toBe("Límite excedido");
  });

  test("at 50 nothing more fits ('Límite alcanzado')", () => {
    const plan = planPhotoUpload(50, [jpeg("a.jpg")]);
    expect(plan.accepted).toEqual([]);
    expect(plan.limitReached).toBe(true);
    expect(PHOTO_TOASTS.limitReached.title).toBe("Límite alcanzado");
  });

  test("the spec's upload messages are copied exactly", () => {
    expect(PHOTO_TOASTS.partial.title).toBe("Algunas imágenes no se pudieron subir.");
    expect(PHOTO_TOASTS.total).toEqual({
      title: "Error Crítico",
      description: "No se pudieron subir las imágenes.",
    });
    expect(PHOTO_TOASTS.compression).toEqual({
      title: "Error de compresión",
      description: "No se pudieron optimizar las imágenes. Intenta con otras.",
    });
  });

  test("uploads go in batches of five", () => {
    expect(inBatches([1, 2, 3, 4, 5, 6, 7]).map((batch) => batch.length)).toEqual([5, 2]);
  });

  test("the counter is red below 15", () => {
    expect(photoCounterState(14)).toBe("missing");
    expect(photoCounterState(15)).toBe("enough");
    expect(photoCounterState(50)).toBe("full");
  });

  test("moving a photo to the front makes it the cover", () => {
    expect(movePhoto(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(movePhoto(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(movePhoto(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });
});
