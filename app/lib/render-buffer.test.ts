import { describe, expect, test } from "vitest";
import { RenderBuffer } from "#app/lib/render-buffer.server";

function collect(stream: RenderBuffer) {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

describe("RenderBuffer", () => {
  test("passes on what React wrote as one chunk when React flushes", async () => {
    const stream = new RenderBuffer();
    const chunks = collect(stream);
    stream.write("<html>");
    stream.write("<body>");
    stream.write("cards");
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([]);

    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["<html><body>cards"]);
  });

  test("each later batch (a finished Suspense boundary) goes on as soon as it is flushed", async () => {
    const stream = new RenderBuffer();
    const chunks = collect(stream);
    stream.write("shell");
    stream.flush();
    stream.write("<template>late</template>");
    stream.flush();
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["shell", "<template>late</template>"]);
  });

  test("nothing written after the last flush is lost when the stream ends", async () => {
    const stream = new RenderBuffer();
    const chunks = collect(stream);
    stream.write("shell");
    stream.end("</html>");
    await new Promise((resolve) => stream.on("end", resolve));
    expect(chunks.join("")).toBe("shell</html>");
  });
});

describe("RenderBuffer's rewrite of the first batch", () => {
  test("rewrites only the first batch, and leaves text outside ASCII as it was", async () => {
    const stream = new RenderBuffer({
      rewriteFirstBatch: (html) => html.replace("<style>full</style>", "<style>used</style>"),
    });
    const chunks = collect(stream);
    stream.write("<html><style>full</style><p>Málaga · 785.000 €</p>");
    stream.flush();
    stream.write("<style>full</style>");
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["<html><style>used</style><p>Málaga · 785.000 €</p>", "<style>full</style>"]);
  });
});
