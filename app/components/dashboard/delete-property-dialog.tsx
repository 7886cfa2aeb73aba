import { Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog";
import { Spinner } from "#app/components/ui/spinner";
import type { OwnProperty } from "#app/domain/dashboard/dashboard.server";
import { clearInProgressProperty, readInProgressProperty } from "#app/domain/sale/in-progress";

/** The delete icon and its confirmation: the property, its photos and its files go. */
export function DeletePropertyDialog({ property, userId }: { property: OwnProperty; userId: string }) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const isDeleting =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "delete-property" &&
    navigation.formData?.get("propertyId") === property.id;
  // Whatever the outcome, the dialog closes once the server has answered.
  useEffect(() => {
    if (navigation.state === "idle") setOpen(false);
  }, [navigation.state]);
  const title = property.title ?? "Propiedad sin título";
  return (
    <Dialog open={open || isDeleting} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:bg-destructive/10"
          aria-label={`Eliminar «${title}»`}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>¿Eliminar esta propiedad?</DialogTitle>
          <DialogDescription>
            Se borrarán «{title}», sus fotos y sus documentos. Esta acción no se puede deshacer. Los
            justificantes de los pagos se conservan.
          </DialogDescription>
        </DialogHeader>
        <Form
          method="post"
          onSubmit={() => {
            // A property that no longer exists must not be reopened from this browser.
            for (const process of ["particular", "agency"] as const) {
              if (readInProgressProperty(process, userId) === property.id) clearInProgressProperty(process);
            }
          }}
        >
          <input type="hidden" name="intent" value="delete-property" />
          <input type="hidden" name="propertyId" value={property.id} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isDeleting}>
              {isDeleting ? (
                <Spinner label={null} className="size-4 text-current" />
              ) : (
                <Trash2 aria-hidden="true" />
              )}
              Eliminar propiedad
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
