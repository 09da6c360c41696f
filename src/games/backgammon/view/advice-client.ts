import type { AdviceReply, AdviceRequest } from "./advice-answer";

/**
 * Asks the expert for advice in one Web Worker (advice-worker.ts), started on the
 * first request. Where there are no workers (the unit tests' DOM) a test hands in the
 * answering function itself (`answerAdviceWith`); the app never loads that code in
 * its own thread.
 */
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (reply: AdviceReply) => void>();
let inThread: ((request: AdviceRequest) => AdviceReply) | null = null;

/** Tests only: answer in this thread with `answer` (advice-answer.ts's answerAdvice). */
export function answerAdviceWith(answer: ((request: AdviceRequest) => AdviceReply) | null): void {
  inThread = answer;
}

export function askAdvice(request: AdviceRequest): Promise<AdviceReply> {
  if (inThread) return Promise.resolve(inThread(request));
  if (typeof Worker === "undefined") {
    return Promise.resolve({ ok: false, code: "no-worker", message: "no Web Worker here" });
  }
  const running = start();
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    running.postMessage({ id, request });
  });
}

function start(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./advice-worker.ts", import.meta.url), { type: "module" });
  started.onmessage = (
    event: MessageEvent<{ readonly id: number; readonly reply: AdviceReply }>,
  ) => {
    const resolve = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    resolve?.(event.data.reply);
  };
  started.onerror = (event) => {
    // The worker itself failed: answer everyone waiting; the next request starts anew.
    for (const resolve of waiting.values()) {
      resolve({ ok: false, code: "advice-failed", message: event.message });
    }
    waiting.clear();
    worker = null;
  };
  worker = started;
  return started;
}
