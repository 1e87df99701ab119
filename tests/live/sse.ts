// Reads a Server-Sent Events response the way EventSource does: frames split on a blank line,
// `event:`, `id:`, `data:` fields, comments (lines starting with ":") kept apart.
export interface SseFrame {
  event: string;
  id: string | null;
  data: string;
}

export class SseReader {
  private buffer = "";
  private decoder = new TextDecoder();
  private reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly frames: SseFrame[] = [];
  comments = 0;
  ended = false;

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  /** Reads until a frame matching `match` arrives (after `from`); null if the stream ends first. */
  async next(match: (frame: SseFrame) => boolean, from = 0): Promise<SseFrame | null> {
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (this.ended) return null;
      const { done, value } = await this.reader.read();
      if (done) {
        this.ended = true;
        continue;
      }
      this.buffer += this.decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = this.buffer.indexOf("\n\n")) >= 0) {
        const block = this.buffer.slice(0, cut);
        this.buffer = this.buffer.slice(cut + 2);
        const frame: SseFrame = { event: "message", id: null, data: "" };
        let hasData = false;
        for (const line of block.split("\n")) {
          if (line.startsWith(":")) {
            this.comments++;
            continue;
          }
          const [field, ...rest] = line.split(":");
          const value = rest.join(":").replace(/^ /, "");
          if (field === "event") frame.event = value;
          else if (field === "id") frame.id = value;
          else if (field === "data") {
            frame.data += (hasData ? "\n" : "") + value;
            hasData = true;
          }
        }
        if (hasData) this.frames.push(frame);
      }
    }
  }

  async cancel(): Promise<void> {
    await this.reader.cancel().catch(() => {});
  }
}
