import { act, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import { describe, expect, it } from "vitest";
import { lazyPage } from "./feature-routes.ts";

/** A module whose arrival the test decides. */
function deferredModule() {
  let arrive!: () => void;
  let calls = 0;
  const module = { Page: () => <p>the page</p> };
  const arrived = new Promise<typeof module>((resolve) => (arrive = () => resolve(module)));
  return {
    load: () => {
      calls += 1;
      return arrived;
    },
    arrive: () => arrive(),
    calls: () => calls,
  };
}

describe("lazyPage", () => {
  it("suspends while its code is on the way, then shows the page", async () => {
    const m = deferredModule();
    const Page = lazyPage(m.load, "Page");
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    await act(async () => m.arrive());
    // React reveals content that replaced a committed fallback after its fallback throttle (300 ms)
    expect(await screen.findByText("the page")).toBeInTheDocument();
  });

  it("renders at once, without its fallback, when its code was preloaded; the code is asked for once", async () => {
    const m = deferredModule();
    const Page = lazyPage(m.load, "Page");
    const preloaded = Page.preload();
    m.arrive();
    await preloaded;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    // synchronously: no fallback committed (React would hold a committed fallback for its throttle)
    expect(screen.queryByText("loading")).toBeNull();
    expect(screen.getByText("the page")).toBeInTheDocument();
    void Page.preload();
    expect(m.calls()).toBe(1);
  });

  it("keeps a mounted page mounted when a re-render comes after its code arrived (no remount, no lost state)", async () => {
    const m = deferredModule();
    let mounts = 0;
    const Page = lazyPage(async () => {
      await m.load();
      return {
        Page: function Counted() {
          const [id] = useState(() => ++mounts);
          return <p>mount {id}</p>;
        },
      };
    }, "Page");
    const tree = (n: number) => (
      <Suspense fallback={<p>loading</p>}>
        <span>{n}</span>
        <Page />
      </Suspense>
    );
    const view = render(tree(1));
    await act(async () => m.arrive());
    expect(await screen.findByText("mount 1")).toBeInTheDocument();
    view.rerender(tree(2));
    expect(screen.getByText("mount 1")).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it("asks again after a failed load", async () => {
    let attempt = 0;
    const Page = lazyPage(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error("chunk failed");
      return { Page: () => <p>second try</p> };
    }, "Page");
    await expect(Page.preload()).rejects.toThrow("chunk failed");
    await Page.preload();
    render(<Page />);
    expect(screen.getByText("second try")).toBeInTheDocument();
    expect(attempt).toBe(2);
  });
});
