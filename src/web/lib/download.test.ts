// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { dispositionFileName, saveBlob } from "./download.ts";

describe("dispositionFileName", () => {
  it("reads the UTF-8 name of headers as the server writes them (src/server/http/content-disposition.ts)", () => {
    expect(dispositionFileName("attachment; filename=\"Week_9.pdf\"; filename*=UTF-8''Week_9.pdf")).toBe("Week_9.pdf");
    expect(dispositionFileName("attachment; filename=\"Caf_ report.html\"; filename*=UTF-8''Caf%C3%A9%20report.html")).toBe("Café report.html");
    expect(dispositionFileName("attachment; filename=\"it's (a)*.csv\"; filename*=UTF-8''it%27s%20%28a%29%2A.csv")).toBe("it's (a)*.csv");
  });

  it("falls back to the plain name when filename* is missing or broken, and answers null without a header", () => {
    expect(dispositionFileName('attachment; filename="Week_9.pdf"')).toBe("Week_9.pdf");
    expect(dispositionFileName("attachment; filename=plain.csv")).toBe("plain.csv");
    expect(dispositionFileName("attachment; filename=\"ok.pdf\"; filename*=UTF-8''%E0%A4%A.pdf")).toBe("ok.pdf");
    expect(dispositionFileName("attachment; filename*=UTF-8''Caf%C3%A9.html")).toBe("Café.html");
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName("inline")).toBeNull();
  });
});

describe("saveBlob", () => {
  afterEach(() => vi.restoreAllMocks());

  it("clicks a temporary link to the blob under the name, removes it, and releases the URL later", () => {
    vi.useFakeTimers();
    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:test/1");
    const revoked = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    const blob = new Blob(["a,b\r\n"], { type: "text/csv" });
    saveBlob(blob, "data.csv");
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual([{ href: "blob:test/1", download: "data.csv", attached: true }]);
    expect(document.querySelector("a")).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoked).toHaveBeenCalledWith("blob:test/1");
    vi.useRealTimers();
  });
});
