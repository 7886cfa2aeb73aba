import { LEAD_RETENTION_TEXT } from "#app/domain/leads/log/retention";
import { type LegalDocument, list, p } from "#app/domain/legal/document";
import { LEGAL_PROVIDER } from "#app/domain/legal/provider";
import { BRAND_NAME } from "#app/lib/brand";
import { formatDateEs } from "#app/lib/format";

type Options = { date: Date | string; supportEmail: string; brandName?: string };

/**
 * The privacy policy (written out as the full policy a user in Spain expects
 * under the GDPR and the LOPDGDD). The rights it promises work from the dashboard (decisions.md).
 */
export function privacyPolicy({ date, supportEmail, brandName = BRAND_NAME }: Options): LegalDocument {
  const provider = LEGAL_PROVIDER;
  return {
    title: "Política de Privacidad",
    dateLine: `Última actualización: ${formatDateEs(date)}`,
    intro: [
      p(
        `En ${brandName} tratamos datos personales para que puedas vender tu vivienda o colaborar como agencia. Aquí te explicamos, sin letra pequeña, qué datos usamos, para qué, con quién los compartimos y cómo puedes decidir sobre ellos.`,
      ),
    ],
    sections: [
      {
        heading: "1. Responsable del tratamiento",
        blocks: [
          {
            type: "fields",
            fields: [
              { label: "Responsable", value: provider.name },
              { label: "NIF", value: provider.nif },
              { label: "Domicilio", value: provider.address },
              { label: "Correo de privacidad", value: provider.privacyEmail },
              { label: "Soporte", value: supportEmail },
            ],
          },
        ],
      },
      {
        heading: "2. Qué datos tratamos",
        blocks: [
          list(
            "Datos de tu cuenta: nombre, correo electrónico, contraseña (guardada cifrada, nunca en claro) y, cuando contratas, tu DNI o NIE.",
            "Datos del inmueble que publicas: dirección, características, fotografías, precio, referencia catastral (que nunca se muestra en el anuncio) y certificado energético.",
            "Datos de contacto para el anuncio: el teléfono y, si lo decides, el correo que quieres que vean los compradores.",
            "Si eres una agencia: razón social, NIF, domicilio, representante legal y su DNI, y el encargo de venta que aportas.",
            "Datos de pago y facturación: el importe, la fecha y el estado de cada pago, y las facturas que te emitimos (tu nombre y DNI o NIF, o los de tu agencia). Los datos de tu tarjeta los recibe directamente el proveedor de pagos; nosotros no los vemos ni los guardamos.",
            "Datos técnicos: dirección IP, registros de acceso y preferencias de cookies, para la seguridad del servicio.",
            "Si contactas con un vendedor desde un anuncio (mensajes, solicitudes de visita u ofertas): tu nombre, tu correo electrónico, tu teléfono si lo das y lo que escribes. Si vendes, los mismos datos de los compradores que te contactan.",
            "Si buscas vivienda con tu cuenta: las propiedades que guardas en favoritos, las búsquedas que guardas y el historial de los avisos que te enviamos sobre ellas (anuncios nuevos y bajadas de precio); los usamos solo para mostrártelos en tu panel y avisarte como elijas, van incluidos en «Descargar mis datos» y se borran con tu cuenta.",
          ),
          p(
            "Al subir tus fotografías eliminamos de ellas los metadatos de ubicación (GPS) y del dispositivo, para que la foto no revele dónde está tu casa más allá de lo que tú decidas publicar.",
          ),
        ],
      },
      {
        heading: "3. Para qué los usamos y con qué base legal",
        blocks: [
          list(
            "Gestionar tu cuenta y el contrato de servicio o de colaboración: alta, proceso de venta, pagos, contratos y soporte. Base: la ejecución del contrato (art. 6.1.b RGPD).",
            "Anunciar tu inmueble en nuestro portal, en portales inmobiliarios y en campañas en buscadores y redes sociales, incluidos los datos de contacto que eliges mostrar para que los compradores te llamen. Base: la ejecución del contrato.",
            "Enviarte comunicaciones del servicio: verificación de tu correo, recuperación de contraseña, confirmaciones de pago y avisos sobre tu venta. Base: la ejecución del contrato.",
            "Hacer llegar al vendedor tu mensaje, tu solicitud de visita o tu oferta, avisarte en el correo que nos diste (con una copia de lo que escribiste solo si has iniciado sesión con ese mismo correo, ya verificado) y guardarlo en el registro de compradores del anuncio, que también sirve para saber si la venta se cerró con un comprador llegado a través de la plataforma. Base: tu solicitud, es decir, medidas precontractuales a petición tuya (art. 6.1.b RGPD), y nuestro interés legítimo en acreditar el origen de la venta (art. 6.1.f RGPD). Limitamos los envíos por dirección y por anuncio para frenar el correo no deseado.",
            "Cuando la traducción automática está activada y escribes en un idioma distinto del español, hacer traducir tu mensaje al español para que el vendedor lo lea junto a tus propias palabras. Base: tu solicitud de contacto con el vendedor (art. 6.1.b RGPD).",
            "Cumplir nuestras obligaciones legales: facturación, contabilidad, prevención del blanqueo de capitales cuando proceda y requerimientos de las autoridades. Base: obligación legal (art. 6.1.c RGPD).",
            "Medir el uso de la web con cookies analíticas para mejorarla. Base: tu consentimiento (art. 6.1.a RGPD), que puedes retirar en cualquier momento.",
            "Contar, sin cookies, cuántas personas ven cada anuncio y pulsan su botón de llamada, para mostrárselo a quien lo vende: de tu dirección IP y tu navegador solo guardamos durante ese día una huella cifrada, que cambia cada día y que borramos al terminar el día; la dirección IP no se guarda. Base: el interés legítimo del vendedor y nuestro en saber cómo funciona su anuncio (art. 6.1.f RGPD).",
          ),
          p(
            "No tomamos decisiones automatizadas que te afecten jurídicamente ni elaboramos perfiles con tus datos.",
          ),
        ],
      },
      {
        heading: "4. Con quién los compartimos",
        blocks: [
          list(
            "Portales inmobiliarios y plataformas publicitarias (buscadores y redes sociales), que reciben el anuncio y los datos de contacto que decides publicar.",
            "Proveedores de pago, que procesan tus pagos con tarjeta o en plazos.",
            "Administraciones públicas, juzgados y Agencia Tributaria cuando la ley nos obliga.",
            "Proveedores que nos prestan servicios (alojamiento, correo electrónico), como encargados del tratamiento con contrato y solo siguiendo nuestras instrucciones.",
            "Si vendes en colaboración con una agencia, los datos de los compradores interesados se comunican a esa agencia.",
            "Si contactas con un vendedor, le comunicamos tu nombre, tu correo, tu teléfono si lo das y tu mensaje, para que te conteste directamente. Su dirección de correo no se te muestra.",
            "Cuando la traducción automática está activada, el texto de tu mensaje se envía al servicio de traducción (DeepL), que actúa como encargado del tratamiento.",
          ),
          p(
            "Algunas plataformas publicitarias pueden tratar datos fuera del Espacio Económico Europeo. Solo trabajamos con las que ofrecen garantías adecuadas, como las cláusulas contractuales tipo de la Comisión Europea o una decisión de adecuación.",
          ),
        ],
      },
      {
        heading: "5. Cuánto tiempo los conservamos",
        blocks: [
          p(
            "Mientras tengas tu cuenta y dure el servicio. Después, los bloqueamos durante los plazos en los que la ley puede exigirlos (seis años para la documentación contable y fiscal; cinco años para las acciones civiles personales) y, pasados esos plazos, los borramos. El anuncio se retira de nuestro portal al vender o al terminar el servicio, y pedimos su retirada a los portales donde se publicó.",
          ),
          p(`${LEAD_RETENTION_TEXT} La traducción automática de un mensaje se conserva y se borra con él.`),
          p(
            "Si eliminas tu cuenta desde tu panel, borramos en ese momento tu perfil, tus anuncios con sus fotos y los contactos de sus compradores, los mensajes que enviaste a vendedores con tu cuenta y tus contratos con sus archivos, y cerramos tu sesión en todos los dispositivos. Solo conservamos, separado de tu nombre y tus datos de contacto, el registro de cada pago (importe, fecha, concepto, estado y título del anuncio), y las facturas que te emitimos tal como se emitieron, con el nombre y el DNI o NIF que figuran en ellas, porque la ley obliga a guardarlas seis años (artículo 30 del Código de Comercio y normativa de facturación). Las facturas dejan de estar vinculadas a tu cuenta y solo puede consultarlas nuestro equipo de administración, para cumplir esas obligaciones. Los contratos de arras firmados en la plataforma, como vendedor o como comprador, también se conservan, con las firmas y su registro, porque son la prueba de lo que acordaron las dos partes y la otra parte puede necesitarlos para defender sus derechos (artículo 17.3.e del Reglamento General de Protección de Datos); dejan de estar vinculados a tu cuenta.",
          ),
        ],
      },
      {
        heading: "6. Tus derechos y cómo ejercerlos",
        blocks: [
          p("Puedes ejercer en cualquier momento tus derechos de:"),
          list(
            "Acceso: saber qué datos tuyos tratamos.",
            "Rectificación: corregir los que sean inexactos.",
            "Supresión: pedir que los borremos cuando ya no sean necesarios.",
            "Oposición: oponerte a un tratamiento concreto.",
            "Limitación: pedir que dejemos de usarlos mientras se resuelve una reclamación.",
            "Portabilidad: recibirlos en un formato estructurado y de uso común.",
          ),
          p(
            "La forma más rápida es tu panel (Mi Panel → Mis Datos): allí puedes corregir tus datos, descargar una copia de todos ellos en un archivo legible por máquina y eliminar tu cuenta. También puedes escribirnos a " +
              `${provider.privacyEmail} adjuntando una copia de tu DNI o NIE para que podamos comprobar que eres tú. Te responderemos en un plazo máximo de un mes.`,
          ),
          p(
            "Si consideras que no hemos atendido bien tu solicitud, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).",
          ),
        ],
      },
      {
        heading: "7. Cookies",
        blocks: [
          p("Usamos dos tipos de cookies:"),
          list(
            "Técnicas: necesarias para que la web funcione (mantener tu sesión iniciada, proteger los formularios, recordar durante una hora la propiedad que quieres guardar en favoritos mientras inicias sesión, recordar tus preferencias de cookies y recordar durante 30 días por qué canal llegaste a un anuncio —por ejemplo, idealista—, para que tus mensajes, visitas y ofertas lleguen al vendedor con ese origen; esta última solo guarda el nombre del canal, ningún dato tuyo, y no se comparte con nadie). No requieren tu consentimiento.",
            "Analíticas: nos dicen de forma agregada qué páginas se visitan, para mejorar la web. Solo se activan si las aceptas.",
          ),
          p(
            "Puedes aceptar, rechazar o cambiar tu elección cuando quieras desde «Preferencias de cookies», al pie de cada página. Rechazar las cookies analíticas no limita ninguna función de la web.",
          ),
        ],
      },
      {
        heading: "8. Seguridad",
        blocks: [
          p(
            "Ciframos las comunicaciones con la web, guardamos las contraseñas con algoritmos de resumen seguros, limitamos el acceso a los datos al personal que lo necesita y registramos los accesos. Si alguna vez se produjera una brecha que pusiera en riesgo tus datos, te avisaríamos y lo comunicaríamos a la autoridad en los plazos legales.",
          ),
        ],
      },
      {
        heading: "9. Menores y cambios en esta política",
        blocks: [
          p(
            "El servicio está dirigido a mayores de edad; no tratamos conscientemente datos de menores. Si cambiamos esta política de forma relevante te lo comunicaremos por correo electrónico antes de que el cambio se aplique.",
          ),
        ],
      },
    ],
    closing: [],
  };
}
