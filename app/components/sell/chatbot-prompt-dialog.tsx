import { Check, Copy, Sparkles } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { Textarea } from "#app/components/ui/input";
import { toast } from "#app/components/ui/use-toast";
import {
  buildChatbotPrompt,
  CHATBOT_PARAGRAPHS,
  type ChatbotPromptInput,
} from "#app/domain/sale/chatbot-prompt";

/** Reads the listing form as it is now (typed, not yet saved). */
function readForm(formId: string): ChatbotPromptInput {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return {};
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : null;
  };
  return {
    title: text("title"),
    description: text("description"),
    address: text("address"),
    province: text("province"),
    propertyType: text("propertyType"),
    price: text("price"),
    bedrooms: text("bedrooms"),
    bathrooms: text("bathrooms"),
    size: text("size"),
    energyRating: text("energyRating"),
    features: data.getAll("features").map(String),
  };
}

type CopyState = "idle" | "copying" | "copied";

/**
 * Step 1's helper: a prompt for an external chatbot to write the description (six paragraphs of
 * plain text, without the price or the exact address), built from the form. It is copied when the
 * owner asks, and '¡Prompt copiado!' shows only once the clipboard has taken it.
 */
export function ChatbotPromptButton({ formId }: { formId: string }) {
  const [prompt, setPrompt] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<CopyState>("idle");
  const promptField = useRef<HTMLTextAreaElement>(null);

  async function copy(text: string) {
    setCopyState("copying");
    try {
      // Missing outside secure contexts: the call then throws and lands in the same error.
      await navigator.clipboard.writeText(text);
      setCopyState("copied");
      toast({
        title: "¡Prompt copiado!",
        description: "Pégalo en tu asistente de IA y revisa el texto que te proponga.",
        variant: "success",
      });
    } catch {
      setCopyState("idle");
      // Selected for the owner, ready for a manual copy.
      promptField.current?.select();
      toast({
        title: "No se pudo copiar",
        description: "Selecciona el texto y cópialo a mano.",
        variant: "destructive",
      });
    }
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="h-auto min-h-11 whitespace-normal py-2 text-left"
        onClick={() => {
          setCopyState("idle");
          setPrompt(buildChatbotPrompt(readForm(formId)));
        }}
      >
        <Sparkles aria-hidden="true" /> Ayuda para redactar la descripción
      </Button>
      <Dialog open={prompt !== null} onOpenChange={(open) => (open ? null : setPrompt(null))}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Prompt para tu asistente de IA</DialogTitle>
            <DialogDescription>
              {`Pide a un asistente de IA una descripción de ${CHATBOT_PARAGRAPHS} párrafos. No incluye el precio ni la dirección exacta de tu vivienda.`}
            </DialogDescription>
          </DialogHeader>
          <Textarea
            ref={promptField}
            readOnly
            value={prompt ?? ""}
            rows={14}
            aria-label="Prompt"
            className="font-mono text-sm"
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setPrompt(null)}>
              Cerrar
            </Button>
            <Button disabled={copyState === "copying"} onClick={() => prompt && void copy(prompt)}>
              {copyState === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copyState === "copied" ? "Copiado" : "Copiar"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
