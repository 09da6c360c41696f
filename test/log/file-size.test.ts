import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readGameFile } from "../../src/cli/read-file";
import { Limits, parseGameFileText, utf8Bytes } from "../../src/log/gamefile";
import { Library } from "../../src/ui/model/library";
import { fakePlatform } from "../ui/fakes";

const dir = mkdtempSync(join(tmpdir(), "tabula-size-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the game file size limit counts bytes", () => {
  it("counts UTF-8 bytes, surrogate pairs as four", () => {
    expect(utf8Bytes("abc")).toBe(3);
    expect(utf8Bytes("ход")).toBe(6);
    expect(utf8Bytes("€")).toBe(3);
    expect(utf8Bytes("🂡")).toBe(4);
  });

  it("refuses a text under the limit in characters but over it in bytes", () => {
    // 1.5 million Cyrillic letters: 1.5 M characters, 3 MB.
    const text = `{"format":"tabula-game/1","game":"${"я".repeat(1_500_000)}"}`;
    expect(text.length).toBeLessThan(Limits.maxFileBytes);
    const parsed = parseGameFileText(text);
    expect(parsed.ok ? "accepted" : parsed.error.code).toBe("bad-file");
    expect(parsed.ok ? "" : parsed.error.message).toMatch(/too large/);
  });

  it("the command line refuses a huge file by its size, without reading it", () => {
    // 3 GB (sparse): reading it would fail as unreadable (larger than any string);
    // refusing it as bad-file shows that only its size was looked at.
    const path = join(dir, "huge.json");
    writeFileSync(path, "");
    truncateSync(path, 3 * 1024 ** 3);
    const read = readGameFile(path);
    expect(read.ok ? "read" : read.error.code).toBe("bad-file");
    expect(read.ok ? "" : read.error.message).toContain(`${3 * 1024 ** 3} bytes`);
  });

  it("the command line reads a file at the limit", () => {
    const path = join(dir, "ok.json");
    writeFileSync(path, "x".repeat(Limits.maxFileBytes));
    const read = readGameFile(path);
    expect(read.ok && read.value.length).toBe(Limits.maxFileBytes);
  });

  it("the app refuses a chosen file by its size before reading it", async () => {
    const library = new Library(fakePlatform());
    let read = false;
    const huge = {
      size: 600 * 1024 ** 2,
      text: () => {
        read = true;
        return Promise.resolve("");
      },
    };
    expect(await library.importFile(huge)).toBeNull();
    expect(read).toBe(false);
    expect(library.importError.value?.code).toBe("bad-file");
  });
});
