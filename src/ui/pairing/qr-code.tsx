// Owned by the pairing work (issue 3).
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { qrMatrix, type QrMatrix } from "./qr-matrix";

/**
 * A QR code of `text` as SVG: black on white with a four-module quiet zone, scaled to
 * the screen. `data-text` and `data-qr-version` say what it holds (tests read them).
 */
export function QrCode({ text, label }: { readonly text: string; readonly label: string }) {
  const matrix = useSignal<QrMatrix | null>(null);
  const problem = useSignal<string | null>(null);
  useEffect(() => {
    let current = true;
    matrix.value = null;
    void qrMatrix(text).then((result) => {
      if (!current) return;
      if (result.ok) matrix.value = result.value;
      else problem.value = result.error.message;
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (problem.value) return <p class="error">{problem.value}</p>;
  const qr = matrix.value;
  if (!qr) return <div class="qr" aria-busy="true" />;
  const side = qr.size + 8;
  return (
    <svg
      class="qr"
      data-testid="pair-qr"
      data-text={text}
      data-qr-version={qr.version}
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${side} ${side}`}
      width="280"
      height="280"
      shape-rendering="crispEdges"
    >
      <rect x="-4" y="-4" width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
