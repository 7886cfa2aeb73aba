import { data } from "react-router";
import { isDomainError } from "#app/domain/errors";
import {
  addPropertyPhotos,
  removePropertyPhoto,
  reorderPropertyPhotos,
} from "#app/domain/listings/property-photos.server";
import { requireUserForApi } from "#app/http/api-guard.server";
import { failureStatus } from "#app/http/http-errors.server";
import { getStorage } from "#app/lib/storage.server";
import { z } from "#app/lib/zod";
import type { Route } from "./+types/property-photos";

const PropertyIdSchema = z.uuid();

/**
 * POST /fotos: the photos of one of the user's own properties (multipart). `intent` is 'add'
 * (field `photos`, any number of files), 'remove' (`url`) or 'reorder' (`order`, JSON array).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserForApi(request, context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ error: "No se pudieron leer los archivos enviados." }, { status: 400 });
  }
  const propertyId = PropertyIdSchema.safeParse(form.get("propertyId"));
  if (!propertyId.success) return data({ error: "Propiedad no válida." }, { status: 400 });
  const common = { db: context.db, user, propertyId: propertyId.data };

  try {
    switch (form.get("intent")) {
      case "add": {
        const files = form
          .getAll("photos")
          .filter((value): value is File => value instanceof File && value.size > 0);
        if (files.length === 0) return data({ error: "No has seleccionado ninguna foto." }, { status: 400 });
        const result = await addPropertyPhotos({
          ...common,
          storage: getStorage(),
          files: files.map((file) => ({ name: file.name, size: file.size, bytes: () => file.arrayBuffer() })),
        });
        const status = result.added.length === 0 ? 422 : 200;
        return data(result, { status });
      }
      case "remove": {
        const url = String(form.get("url") ?? "");
        return data({ images: await removePropertyPhoto({ ...common, storage: getStorage(), url }) });
      }
      case "reorder": {
        const order = z.array(z.string()).safeParse(JSON.parse(String(form.get("order") ?? "null")));
        if (!order.success) return data({ error: "Orden no válido." }, { status: 400 });
        return data({ images: await reorderPropertyPhotos({ ...common, order: order.data }) });
      }
      default:
        return data({ error: "Acción no válida." }, { status: 400 });
    }
  } catch (error) {
    if (isDomainError(error)) {
      return data({ error: error.userMessage }, { status: failureStatus(error) });
    }
    if (error instanceof SyntaxError) return data({ error: "Orden no válido." }, { status: 400 });
    throw error;
  }
}
