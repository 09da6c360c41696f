/**
 * A deck-pass Web Worker (deck-workers.ts): it multiplies one slice of a fair deck's
 * shuffle or lock pass (src/fair/deck-pass.ts) off the main thread, so the slices of a
 * pass run on every core at once. In: the inputs' encodings and one scalar each; out:
 * the products' encodings (null if an input is no point).
 */
import { multiplyEncoded } from "../../fair/deck-pass";

export interface SliceRequest {
  readonly id: number;
  readonly inputs: Uint8Array;
  readonly scalars: readonly bigint[];
}

export interface SliceReply {
  readonly id: number;
  readonly products: Uint8Array | null;
}

self.onmessage = (event: MessageEvent<SliceRequest>) => {
  const { id, inputs, scalars } = event.data;
  const products = multiplyEncoded(inputs, scalars);
  const reply: SliceReply = { id, products };
  self.postMessage(reply, { transfer: products ? [products.buffer as ArrayBuffer] : [] });
};
