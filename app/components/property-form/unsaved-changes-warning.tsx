import { useEffect, useState } from "react";
import { useBlocker } from "react-router";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { listingValuesDiffer } from "#app/domain/sale/listing.schema";

/**
 * Whether the form on screen says something else than what is saved: recomputed as the person
 * types and after each render (a save brings the new saved values; a restored draft remounts the
 * form).
 */
export function useFormChanged({ formId, saved }: { formId: string; saved: Record<string, unknown> }) {
  const [isChanged, setIsChanged] = useState(false);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const compare = () => setIsChanged(hasPickedFile(form) || listingValuesDiffer(formEntries(form), saved));
    compare();
    form.addEventListener("input", compare);
    form.addEventListener("change", compare);
    return () => {
      form.removeEventListener("input", compare);
      form.removeEventListener("change", compare);
    };
  });

  return isChanged;
}

/** A file chosen in the form (the agency's management contract) is not saved until sent. */
function hasPickedFile(form: HTMLFormElement) {
  for (const [, value] of new FormData(form)) if (value instanceof File && value.size > 0) return true;
  return false;
}

/** The form's fields as the browser would send them: repeated names (checkboxes) as lists. */
function formEntries(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const values: Record<string, unknown> = {};
  for (const name of new Set(data.keys())) {
    const all = data.getAll(name).map(String);
    values[name] = all.length > 1 || name === "features" ? all : all[0];
  }
  if (!data.has("features")) values.features = [];
  return values;
}

/**
 * Nothing typed is lost by leaving: while the form on screen differs from what is
 * saved, closing or reloading the tab asks the browser's own question, and leaving for another page
 * of the app asks ours, in Spanish. Saving (the form posts to this same page) is never stopped.
 */
export function UnsavedChangesWarning({
  formId,
  saved,
  disabled = false,
  pending = false,
}: {
  formId: string;
  saved: Record<string, unknown>;
  disabled?: boolean;
  /** Something outside the form is not saved either (photos held in the browser). */
  pending?: boolean;
}) {
  const formChanged = useFormChanged({ formId, saved });
  const isChanged = (formChanged || pending) && !disabled;

  useEffect(() => {
    if (!isChanged) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is returned.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isChanged]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      // Saving posts to this same page: that navigation is let through.
      isChanged && !isSamePage(currentLocation, nextLocation),
  );
  const isAsking = blocker.state === "blocked";

  return (
    <Dialog open={isAsking} onOpenChange={(open) => (!open && isAsking ? blocker.reset() : undefined)}>
      <DialogContent role="alertdialog" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>¿Salir sin guardar?</DialogTitle>
          <DialogDescription>
            Tienes cambios en el anuncio que aún no has guardado. Si sales ahora, no se guardarán.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.proceed?.()}>
            Salir sin guardar
          </Button>
          <Button autoFocus onClick={() => blocker.reset?.()}>
            Seguir editando
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type PageLocation = { pathname: string; search: string };

/** '/vender?nueva' and '/vender?nueva=' are one page. */
function isSamePage(a: PageLocation, b: PageLocation) {
  return (
    a.pathname === b.pathname &&
    new URLSearchParams(a.search).toString() === new URLSearchParams(b.search).toString()
  );
}
