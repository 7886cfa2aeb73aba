import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import {
  CheckField,
  ChoiceGroup,
  choiceProps,
  controlProps,
  FieldError,
  FieldShell,
  plainField,
} from "./field-shell";
import { NativeSelectField } from "./form-field";

/** The opening tag of the first element that carries `marker` (an attribute or part of one). */
const tagWith = (html: string, marker: string) =>
  html.match(new RegExp(`<[a-z]+[^>]*${marker}[^>]*>`))?.[0] ?? "";

describe("the field frame wires a control to its hint and its error", () => {
  test("a refused field: the control is invalid and described by its hint, then its error", () => {
    const field = plainField({ id: "precio", name: "precio", error: "Escribe un precio.", value: "abc" });
    const html = renderToStaticMarkup(
      <FieldShell field={field} label="Precio" hint="En euros">
        <input {...controlProps(field, { hasHint: true })} />
      </FieldShell>,
    );

    const input = tagWith(html, 'id="precio"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="precio-hint precio-error"');
    expect(input).toContain('value="abc"');
    expect(html).toContain('<label data-slot="label" class="');
    expect(html).toMatch(/for="precio"[^>]*>Precio<\/label>/);
    expect(html).toMatch(/<p id="precio-hint"[^>]*>En euros<\/p>/);
    expect(html).toMatch(/<p id="precio-error"[^>]*>Escribe un precio\.<\/p>/);
    expect(html).not.toContain('role="alert"');
  });

  test("a field without an error is not invalid, and no error line or id is left behind", () => {
    const field = plainField({ id: "nombre", error: null });
    const html = renderToStaticMarkup(
      <FieldShell field={field} label="Nombre">
        <input {...controlProps(field)} />
      </FieldShell>,
    );

    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("nombre-error");
  });

  test("a refusal the server sends back is announced; a script's error waits hidden in the page", () => {
    const refused = plainField({ id: "motivo", error: ["Escribe el motivo.", "Otro"] });
    expect(renderToStaticMarkup(<FieldError field={refused} announce />)).toBe(
      '<p id="motivo-error" role="alert" class="font-medium text-destructive text-sm">Escribe el motivo.</p>',
    );

    const typing = plainField({ id: "precio", error: "" });
    const html = renderToStaticMarkup(
      <FieldShell field={typing} label="Precio" hint="En euros" liveError="Escribe un precio.">
        <input {...controlProps(typing, { hasHint: true })} />
      </FieldShell>,
    );
    expect(tagWith(html, 'id="precio-error"')).toMatch(/data-field-error="" hidden=""/);
    expect(tagWith(html, 'id="precio"')).toContain('aria-describedby="precio-hint"');
    expect(tagWith(html, 'id="precio"')).not.toContain("aria-invalid");
  });

  test("a group of radios: the fieldset is named by its legend and described by its hint and error", () => {
    const field = plainField({ id: "valoracion", name: "rating", error: "Elige una valoración." });
    const html = renderToStaticMarkup(
      <ChoiceGroup field={field} legend="¿Qué te pareció?" hint="1 es muy mal.">
        {[1, 2].map((value) => (
          <input key={value} type="radio" {...choiceProps(field)} value={value} />
        ))}
      </ChoiceGroup>,
    );

    expect(html).toMatch(/<fieldset[^>]*aria-describedby="valoracion-hint valoracion-error"/);
    expect(html).toMatch(/<legend[^>]*>¿Qué te pareció\?<\/legend>/);
    expect(html.match(/<input type="radio" aria-invalid="true" name="rating"/g)).toHaveLength(2);
    expect(html).toMatch(/<p id="valoracion-error"[^>]*>Elige una valoración\.<\/p>/);

    const answered = plainField({ id: "valoracion", name: "rating" });
    const quiet = renderToStaticMarkup(
      <ChoiceGroup field={answered} legend="¿Qué te pareció?">
        <input type="radio" {...choiceProps(answered)} value={1} />
      </ChoiceGroup>,
    );
    expect(quiet).not.toContain("aria-invalid");
    expect(quiet).not.toContain("aria-describedby");
  });

  test("one checkbox: its label beside it, and its error linked to it", () => {
    const field = plainField({ id: "privacidad", name: "acceptPrivacy", error: "Acepta la política." });
    const html = renderToStaticMarkup(
      <CheckField field={field} label="Acepto">
        <input type="checkbox" {...controlProps(field, { keepValue: false })} />
      </CheckField>,
    );

    expect(tagWith(html, 'type="checkbox"')).toContain('aria-describedby="privacidad-error"');
    expect(html).toMatch(/<label for="privacidad"[^>]*>Acepto<\/label>/);
  });

  test("the select variant chooses its default until the field has a value, and is wired like the others", () => {
    const options = ["user", "admin"].map((role) => (
      <option key={role} value={role}>
        {role}
      </option>
    ));
    const fresh = renderToStaticMarkup(
      <NativeSelectField label="Rol" field={plainField({ id: "rol", name: "role" })} defaultValue="user">
        {options}
      </NativeSelectField>,
    );
    expect(fresh).toContain('<option value="user" selected="">');

    const refused = renderToStaticMarkup(
      <NativeSelectField
        label="Rol"
        field={plainField({ id: "rol", name: "role", error: "Elige un rol.", value: "admin" })}
        defaultValue="user"
        isRequired
      >
        {options}
      </NativeSelectField>,
    );
    expect(refused).toMatch(
      /<select[^>]*aria-invalid="true" aria-describedby="rol-error" aria-required="true"/,
    );
    expect(refused).toContain('<option value="admin" selected="">');
  });
});
