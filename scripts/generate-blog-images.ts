/**
 * Draws the blog's images and writes them to public/images/blog/ as small WebP files, each at full size
 * and at 600 px wide (`-600.webp`), which are committed. Covers reuse the demo-photo scenes
 * (seeded, so every run draws the same picture); figures are diagrams in the site's palette.
 * Nothing is downloaded. Run: `node --import tsx scripts/generate-blog-images.ts`.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { BLOG_COVER_SIZE, BLOG_FIGURE_SIZE, BLOG_SMALL_WIDTH } from "#app/domain/blog/images";
import { createRandom, type Random } from "#app/lib/random";
import { bedroomScene, kitchenScene, livingScene } from "#app/lib/scenes/indoor";
import { facadeScene, houseScene } from "#app/lib/scenes/outdoor";
import { officeScene } from "#app/lib/scenes/premises";
import { photoFraming, stagingBeforeAfter, weeklyAgenda } from "./blog-images/illustrations";
import { barChart, cardGrid, columns, stackedBars } from "./blog-images/templates";

const OUT = path.resolve("public/images/blog");

type Scene = (rng: Random) => string;
const facade: Scene = facadeScene;
const house: Scene = (rng) => houseScene(rng, { withPool: false });
const villa: Scene = (rng) => houseScene(rng, { withPool: true });

/** Article slug → the scene of its cover and the drawing of its figure. */
const IMAGES: Record<string, { cover: Scene; figure: () => string }> = {
  "como-vender-piso-sin-agencia": {
    cover: facade,
    figure: () =>
      cardGrid("Los seis pasos de una venta sin agencia", [
        "Prepara el anuncio y pon el precio",
        "Lanza la campaña de marketing",
        "Gestiona las visitas",
        "Negocia y firma las arras",
        "Reúne los papeles de la notaría",
        "Firma y paga los impuestos",
      ]),
  },
  "documentos-para-vender-una-vivienda": {
    cover: officeScene,
    figure: () =>
      columns("Qué documento necesitas y cuándo", [
        { heading: "Antes de anunciar", lines: ["Certificado energético", "Escritura", "Recibo del IBI"] },
        {
          heading: "Antes de las arras",
          lines: ["Nota simple de menos de 3 meses", "Deuda pendiente de la hipoteca"],
          tone: "accent",
        },
        {
          heading: "Para la notaría",
          lines: [
            "Certificado de la comunidad",
            "Cédula de habitabilidad, si se exige",
            "DNI o NIE de los titulares",
          ],
          tone: "olive",
        },
      ]),
  },
  "como-fijar-el-precio-de-venta": {
    cover: house,
    figure: () =>
      columns(
        "Del mercado a tu precio, en tres pasos",
        [
          {
            heading: "1. Comparables",
            lines: ["5 a 10 viviendas parecidas", "Misma zona y tipo", "Mira cuánto llevan publicadas"],
          },
          {
            heading: "2. Ajustes",
            lines: ["Suma: planta, luz, terraza", "Suma: reforma reciente", "Resta: sin ascensor, derramas"],
            tone: "accent",
          },
          {
            heading: "3. Tu precio",
            lines: ["Lo que aceptarías", "Más un 3–5 % para negociar", "Revisa a las 4–6 semanas"],
            tone: "olive",
          },
        ],
        { arrows: true },
      ),
  },
  "euribor-hipotecas-y-venta-de-vivienda": {
    cover: facade,
    figure: () =>
      barChart(
        "Préstamo posible con 900 € al mes a 30 años",
        [
          { label: "Tipo del 2 %", value: 243_494, valueLabel: "243.000 €" },
          { label: "Tipo del 3 %", value: 213_470, valueLabel: "213.000 €" },
          { label: "Tipo del 4 %", value: 188_515, valueLabel: "189.000 €" },
          { label: "Tipo del 5 %", value: 167_653, valueLabel: "168.000 €" },
        ],
        "Cuota constante de 900 € al mes durante 360 meses; importes redondeados.",
      ),
  },
  "comprador-extranjero-en-espana": {
    cover: villa,
    figure: () =>
      cardGrid(
        "Lo que necesita un comprador a distancia",
        [
          "Fotos de todas las estancias",
          "Un plano con las medidas",
          "Un vídeo del recorrido",
          "Datos claros: metros, gastos, distancias",
          "Respuesta rápida y por escrito",
        ],
        "check",
      ),
  },
  "como-leer-los-datos-del-mercado-inmobiliario": {
    cover: officeScene,
    figure: () =>
      columns("Dos precios para la misma vivienda", [
        {
          heading: "Precio de oferta",
          lines: ["Lo que pide el vendedor", "Lo publican los portales", "Al día, pero optimista"],
          tone: "accent",
        },
        {
          heading: "Precio de cierre",
          lines: [
            "Lo que se firma en la escritura",
            "Notarios, registradores e INE",
            "Real, pero llega con retraso",
          ],
        },
      ]),
  },
  "fotos-que-venden-vivienda-movil": {
    cover: livingScene,
    figure: () => photoFraming("Cómo colocar el móvil en cada estancia"),
  },
  "home-staging-low-cost": {
    cover: bedroomScene,
    figure: () => stagingBeforeAfter("El mismo salón, antes y después"),
  },
  "como-gestionar-visitas-compradores": {
    cover: kitchenScene,
    figure: () => weeklyAgenda("Una semana de visitas bien organizada"),
  },
  "contrato-de-arras-guia": {
    cover: livingScene,
    figure: () =>
      columns("Qué pasa si alguien se retira", [
        {
          heading: "Penitenciales (art. 1454)",
          lines: ["Comprador: pierde la señal", "Vendedor: devuelve el doble"],
        },
        {
          heading: "Confirmatorias",
          lines: ["Señal a cuenta del precio", "Se exige cumplir o resolver con daños"],
          tone: "accent",
        },
        {
          heading: "Penales",
          lines: ["Penalización por incumplir", "Y aun así se puede exigir cumplir"],
          tone: "olive",
        },
      ]),
  },
  "impuestos-al-vender-vivienda-plusvalia-irpf": {
    cover: facade,
    figure: () =>
      barChart(
        "IRPF: tipos de la base del ahorro",
        [
          { label: "Hasta 6.000 €", value: 19, valueLabel: "19 %" },
          { label: "6.000 a 50.000 €", value: 21, valueLabel: "21 %" },
          { label: "50.000 a 200.000 €", value: 23, valueLabel: "23 %" },
          { label: "200.000 a 300.000 €", value: 27, valueLabel: "27 %" },
          { label: "Más de 300.000 €", value: 30, valueLabel: "30 %" },
        ],
        "Cada tramo de la ganancia tributa a su propio tipo.",
      ),
  },
  "gastos-de-compraventa-quien-paga-que": {
    cover: house,
    figure: () =>
      stackedBars(
        "Gastos del comprador en una vivienda de 200.000 €",
        ["ITP", "Notaría", "Registro", "Gestoría", "Tasación"],
        [
          { label: "ITP al 8 %", segments: [16_000, 900, 600, 400, 400], totalLabel: "18.300 €" },
          { label: "ITP al 10 %", segments: [20_000, 900, 600, 400, 400], totalLabel: "22.300 €" },
        ],
      ),
  },
};

async function writeWebp(svg: string, size: { width: number; height: number }, file: string) {
  const full = sharp(Buffer.from(svg)).resize(size.width, size.height, { fit: "cover" });
  await full.clone().webp({ quality: 72, effort: 6 }).toFile(`${file}.webp`);
  await full
    .clone()
    .resize(BLOG_SMALL_WIDTH, Math.round((size.height * BLOG_SMALL_WIDTH) / size.width), { fit: "cover" })
    .webp({ quality: 70, effort: 6 })
    .toFile(`${file}-${BLOG_SMALL_WIDTH}.webp`);
}

mkdirSync(path.join(OUT, "covers"), { recursive: true });
mkdirSync(path.join(OUT, "figures"), { recursive: true });
for (const [slug, { cover, figure }] of Object.entries(IMAGES)) {
  await writeWebp(cover(createRandom(`blog-${slug}`)), BLOG_COVER_SIZE, path.join(OUT, "covers", slug));
  await writeWebp(figure(), BLOG_FIGURE_SIZE, path.join(OUT, "figures", slug));
  console.info(`public/images/blog/{covers,figures}/${slug}.webp`);
}
