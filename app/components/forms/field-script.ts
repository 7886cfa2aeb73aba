/**
 * The field frame's wiring for a public page's script, which shows or hides a field's error as the
 * user types (public pages run no React): the error line rendered by `FieldShell` with `liveError`
 * is shown, and the control is marked invalid and described by it, or the reverse.
 */
export function toggleFieldError(control: HTMLElement, error: HTMLElement, shown: boolean) {
  error.hidden = !shown;
  const others = (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id && id !== error.id);
  const ids = shown ? [...others, error.id] : others;
  if (ids.length > 0) control.setAttribute("aria-describedby", ids.join(" "));
  else control.removeAttribute("aria-describedby");
  if (shown) control.setAttribute("aria-invalid", "true");
  else control.removeAttribute("aria-invalid");
}
