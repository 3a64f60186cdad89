/** @jest-environment jsdom */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import "@testing-library/jest-dom";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { SearchBox } from "./search-box.client";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const answer = {
  query: "oak",
  products: [
    { uuid: "u-1", name: "Oak Lamp", image: "/media/a.jpg", price: 12.5 },
    { uuid: "u-2", name: "Oak Frame", image: "/media/b.jpg", price: 7 },
  ],
};

describe("header search box", () => {
  const fetchMock = jest.fn();
  afterEach(() => jest.useRealTimers());
  beforeEach(() => {
    push.mockReset();
    fetchMock.mockReset().mockImplementation(async () => ({ ok: true, status: 200, json: async () => answer }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  test("is a GET form to /search with the query as q, before any script runs", () => {
    render(<SearchBox currencySymbol="£" />);
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/search");
    expect(form).toHaveAttribute("method", "get");
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveAttribute("name", "q");
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
  });

  test("loads the suggestions only by dynamic import, never with the page", () => {
    const source = readFileSync(join(__dirname, "search-box.client.tsx"), "utf8");
    const staticImports = [...source.matchAll(/^import (?!type ).*from "(.+)";$/gm)].map((m) => m[1]);
    expect(staticImports).not.toContain("./search-suggestions.client");
    expect(source).toContain('import("./search-suggestions.client")');
  });

  test("on focus becomes a combobox; typing asks once for the last query, arrows and Enter open a product", async () => {
    // The debounce and the waits below run on the test's clock, not the machine's: a busy machine slows nothing here.
    jest.useFakeTimers();
    render(<SearchBox currencySymbol="£" />);
    const input = screen.getByRole("searchbox", { name: "Search products" });
    act(() => input.focus());
    const box = await screen.findByRole("combobox", { name: "Search products" });
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveAttribute("aria-controls", "site-search-suggestions");

    fireEvent.input(box, { target: { value: "oa" } });
    fireEvent.input(box, { target: { value: "oak" } });
    const options = await screen.findAllByRole("option");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/search?q=oak");
    expect(options.map((o) => o.textContent)).toEqual(["Oak Lamp£12.50", "Oak Frame£7.00"]);
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("status")).toHaveTextContent("2 suggestions.");

    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    await waitFor(() => expect(options[1]).toHaveAttribute("aria-selected", "true"));
    expect(box).toHaveAttribute("aria-activedescendant", options[1]!.id);
    fireEvent.keyDown(box, { key: "ArrowDown" }); // wraps
    await waitFor(() => expect(options[0]).toHaveAttribute("aria-selected", "true"));

    fireEvent.keyDown(box, { key: "Escape" });
    await waitFor(() => expect(box).toHaveAttribute("aria-expanded", "false"));
    expect(screen.getByRole("listbox", { hidden: true })).not.toBeVisible();

    fireEvent.keyDown(box, { key: "ArrowDown" });
    await waitFor(() => expect(box).toHaveAttribute("aria-activedescendant", options[0]!.id));
    fireEvent.keyDown(box, { key: "Enter" });
    expect(push).toHaveBeenCalledWith("/product/u-1");
  });

  test("a query under two letters asks nothing and shows nothing", async () => {
    render(<SearchBox currencySymbol="£" />);
    const input = screen.getByRole("searchbox", { name: "Search products" });
    act(() => input.focus());
    const box = await screen.findByRole("combobox", { name: "Search products" });
    fireEvent.input(box, { target: { value: "o" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  test("the phone's search button opens the field in place and focuses it; Escape folds it back to the button", async () => {
    render(<SearchBox currencySymbol="£" />);
    const toggle = screen.getByRole("button", { name: "Show search" });
    const form = screen.getByRole("search");
    expect(toggle).toHaveAttribute("aria-controls", form.id);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(form).toHaveAttribute("data-open", "false");

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(form).toHaveAttribute("data-open", "true");
    await waitFor(() => expect(screen.getByLabelText("Search products")).toHaveFocus());

    fireEvent.keyDown(screen.getByLabelText("Search products"), { key: "Escape" });
    expect(form).toHaveAttribute("data-open", "false");
    expect(toggle).toHaveFocus();
  });

  test("hydrated from the server's markup, it has no fibers until a shopper reaches for it; a query typed before is kept", async () => {
    // The server's markup: what the box draws when mounted in the browser, the same elements.
    const served = render(<SearchBox currencySymbol="£" />).container.innerHTML;
    cleanup();
    document.body.innerHTML = `<div id="app">${served}</div>`;
    const app = document.getElementById("app")!;
    const hasFiber = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"));
    (app.querySelector("#site-search") as HTMLInputElement).value = "oak"; // typed while the scripts loaded
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => void (root = hydrateRoot(app, <SearchBox currencySymbol="£" />)));
    expect([...app.querySelectorAll("button, form, form *")].filter(hasFiber)).toEqual([]);

    await act(async () => (app.querySelector("#site-search") as HTMLInputElement).focus());
    const input = app.querySelector<HTMLInputElement>("#site-search")!;
    expect(hasFiber(input)).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe("oak");
    await waitFor(() => expect(input).toHaveAttribute("role", "combobox"));
    fireEvent.input(input, { target: { value: "oak" } });
    expect(await screen.findAllByRole("option")).toHaveLength(2);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/search?q=oak");
    await act(async () => root!.unmount());
  });
});
