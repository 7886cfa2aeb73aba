import { useNavigation } from "react-router";
import { Spinner } from "#app/components/ui/spinner";

/**
 * Spec §2: 'Cargando propiedad...' while a listing opens by client navigation (from a card,
 * or from one listing to another). A first visit is server-rendered and never shows it.
 */
export function PropertyNavigationStatus() {
  const navigation = useNavigation();
  const isOpeningProperty =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/propiedad/");
  // The live region is always there, so screen readers notice when its text appears.
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
      {isOpeningProperty ? (
        <p className="flex items-center gap-3 rounded-full border border-border bg-card px-5 py-3 font-medium text-foreground shadow-overlay">
          <Spinner label={null} />
          Cargando propiedad...
        </p>
      ) : null}
    </div>
  );
}
