import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { fail, ok, type Result } from "../engine/errors";

/**
 * One GNU Backgammon process serving gnubg-serve.py's line protocol: a bench and test
 * tool only (the app never needs gnubg). Requests are answered strictly in order; a
 * caller sends the next only after the previous answer (`ask` queues if not).
 *
 * gnubg 1.07 waits about 10 ms of wall time in every evaluation call (its
 * multithreaded task queue polls) while using almost no CPU, so a bench runs several
 * processes side by side (gnubg-pool.ts). Its Python `findbestmove` also leaks some
 * 17 KB a call: the pool restarts a process after RESTART_AFTER calls.
 */
export const GNUBG_PATH = process.env.GNUBG ?? "/usr/games/gnubg";
const SCRIPT = join(import.meta.dirname, "gnubg-serve.py");
/** A request unanswered this long means a hung gnubg (an answer takes ~10 ms). */
const ANSWER_TIMEOUT_MS = 60_000;

export function gnubgInstalled(path = GNUBG_PATH): boolean {
  return existsSync(path);
}

interface Waiting {
  readonly resolve: (reply: Result<string[]>) => void;
  readonly timer: NodeJS.Timeout;
}

export class GnubgProcess {
  /** Requests answered so far (the pool restarts a process after many). */
  calls = 0;
  private readonly child: ChildProcess;
  private readonly waiting: Waiting[] = [];
  private buffered = "";
  private stderr = "";
  private exited: string | null = null;

  constructor(path = GNUBG_PATH) {
    // -t: text mode, -q: no sound, -r: no .gnubgrc (its settings must not leak in).
    // stdout carries gnubg's own chatter: ignored; answers come on fd 3.
    this.child = spawn(path, ["-t", "-q", "-r", "-p", SCRIPT], {
      stdio: ["pipe", "ignore", "pipe", "pipe"],
    });
    const answers = this.child.stdio[3] as Readable;
    answers.setEncoding("utf8");
    answers.on("data", (chunk: string) => this.receive(chunk));
    this.child.stderr?.setEncoding("utf8");
    this.child.stderr?.on("data", (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-2000);
    });
    this.child.on("error", (error) => this.stop(`gnubg could not run: ${error.message}`));
    // A gnubg that died (or never started: a half-installed package) closes its stdin;
    // the next write fails with EPIPE, which must end the requests, not the bench.
    this.child.stdin?.on("error", (error) => this.stop(`gnubg stopped reading: ${error.message}`));
    this.child.on("exit", (code, signal) =>
      this.stop(`gnubg exited (${signal ?? code}) ${this.stderr.trim()}`.trim()),
    );
  }

  /** Sends one request (tab-separated fields); the answer's fields, "ok" first. */
  ask(fields: readonly string[]): Promise<Result<string[]>> {
    if (this.exited !== null) return Promise.resolve(fail("gnubg", this.exited));
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.stop(`gnubg gave no answer within ${ANSWER_TIMEOUT_MS} ms`);
        this.child.kill();
      }, ANSWER_TIMEOUT_MS);
      this.waiting.push({ resolve, timer });
      this.child.stdin?.write(`${fields.join("\t")}\n`);
    });
  }

  /** Asks gnubg to finish and waits until it has (killing it if it hangs). */
  close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.child.kill("SIGKILL"), 5000);
      this.child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      this.child.stdin?.end("quit\n");
    });
  }

  private receive(chunk: string): void {
    this.buffered += chunk;
    let end: number;
    while ((end = this.buffered.indexOf("\n")) >= 0) {
      const line = this.buffered.slice(0, end);
      this.buffered = this.buffered.slice(end + 1);
      const next = this.waiting.shift();
      if (!next) continue; // an answer nobody asked for: ignore it
      clearTimeout(next.timer);
      this.calls++;
      const fields = line.split("\t");
      next.resolve(
        fields[0] === "ok" ? ok(fields.slice(1)) : fail("gnubg", fields.slice(1).join(" ")),
      );
    }
  }

  private stop(reason: string): void {
    if (this.exited !== null) return;
    this.exited = reason;
    for (const w of this.waiting.splice(0)) {
      clearTimeout(w.timer);
      w.resolve(fail("gnubg", reason));
    }
  }
}

/** Who holds the cube, seen by the player on roll. */
export type CubeOwner = "center" | "mover" | "opponent";

export interface GnubgCube {
  readonly value: number;
  readonly owner: CubeOwner;
}

/**
 * gnubg's 0-ply choice for the player on roll of `pid` with dice d1 d2: cubeless, or
 * cubeful (money) when the game has the cube.
 */
export async function gnubgBest(
  gnubg: GnubgProcess,
  pid: string,
  d1: number,
  d2: number,
  cube: GnubgCube | null = null,
): Promise<Result<{ readonly move: string; readonly result: string }>> {
  const fields = ["best", pid, String(d1), String(d2)];
  if (cube) fields.push(String(cube.value), cube.owner);
  const reply = await gnubg.ask(fields);
  if (!reply.ok) return reply;
  const [move, result] = reply.value;
  return ok({ move, result });
}

/** gnubg's 0-ply cubeful decision for the player on roll (double?) and its answer to it (take?). */
export async function gnubgCube(
  gnubg: GnubgProcess,
  pid: string,
  cube: GnubgCube,
): Promise<Result<{ readonly double: boolean; readonly take: boolean }>> {
  const reply = await gnubg.ask(["cube", pid, String(cube.value), cube.owner]);
  if (!reply.ok) return reply;
  return ok({ double: reply.value[0] === "double", take: reply.value[1] === "take" });
}

/** The Position ID gnubg reaches by playing `move` ("pass" included), or its refusal. */
export async function gnubgPlay(
  gnubg: GnubgProcess,
  pid: string,
  d1: number,
  d2: number,
  move: string,
): Promise<Result<string>> {
  const reply = await gnubg.ask(["play", pid, String(d1), String(d2), move]);
  return reply.ok ? ok(reply.value[0]) : reply;
}
