import { describe, expect, test } from "vitest";
import { LOCALES } from "#app/lib/i18n/locales";
import { signInLinkWords, verifyAndLinkAnswers, verifyEmailWords } from "./verify-and-link-words.server";

describe("the verify and sign-in-link pages' words", () => {
  test("in Spanish, the pages read as they always did", () => {
    expect(verifyEmailWords("es")).toMatchObject({
      title: "Verificar correo electrónico",
      preparing: "Preparando la verificación…",
      doneTitle: "¡Correo verificado!",
      askAgain: "Pide un enlace nuevo: caduca en 24 horas y solo sirve una vez.",
      missing: {
        title: "Enlace inválido",
        description: "No se encontró un token o correo electrónico válido.",
      },
    });
    expect(signInLinkWords("es")).toMatchObject({
      lead: "Te enviamos a tu correo un enlace para entrar en tu cuenta sin contraseña. Caduca en 15 minutos y solo sirve una vez.",
      confirm:
        "Pulsa el botón para entrar en tu cuenta. El enlace solo sirve una vez: si lo abres en otro dispositivo, pide uno nuevo allí.",
      submit: "Entrar en mi cuenta",
      back: "Volver a Acceder",
    });
    expect(verifyAndLinkAnswers("es")).toMatchObject({
      unknownForm: "Formulario desconocido",
      resentTitle: "Correo reenviado",
      linkSent:
        "Te hemos enviado un enlace para entrar, si ese correo es el de una cuenta verificada. Caduca en 15 minutos y solo sirve una vez. Si no lo ves, mira en la carpeta de spam.",
    });
  });

  test.each(LOCALES.filter((locale) => locale !== "es"))("in %s, the counts are filled in", (locale) => {
    expect(verifyEmailWords(locale).askAgain).toContain("24");
    expect(signInLinkWords(locale).lead).toContain("15");
    expect(verifyAndLinkAnswers(locale).linkSent).toContain("15");
  });
});
