/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";

// A stand-in for sonner: its Toaster records when it starts listening, its toast records the calls.
const log: string[] = [];
jest.mock("sonner", () => ({
  Toaster: function Toaster(props: { position: string; duration: number }) {
    useEffect(() => {
      log.push("toaster listening");
    }, []);
    return <div data-testid="toaster" data-position={props.position} data-duration={props.duration} />;
  },
  toast: {
    info: (m: string) => log.push(`info: ${m}`),
    success: (m: string) => log.push(`success: ${m}`),
    error: (m: string) => log.push(`error: ${m}`),
  },
}));

describe("SiteToaster and notify", () => {
  // One module state per test file: the steps below run in order.
  it("loads nothing before the first toast, then shows the waiting toasts once the Toaster listens, and later ones at once", async () => {
    const { SiteToaster } = await import("./toaster.client");
    const { notify } = await import("@/lib/toast");
    render(<SiteToaster />);
    expect(screen.queryByTestId("toaster")).toBeNull();

    act(() => {
      notify.success("Linen Shirt is Add to cart");
      notify.info("This Linen Shirt is not be greater than availability of the stock");
    });
    const toaster = await screen.findByTestId("toaster");
    expect(toaster.dataset.position).toBe("top-right");
    expect(toaster.dataset.duration).toBe("5000");
    await act(async () => {});
    expect(log).toEqual([
      "toaster listening",
      "success: Linen Shirt is Add to cart",
      "info: This Linen Shirt is not be greater than availability of the stock",
    ]);

    notify.error("Your cart could not be updated. Please try again.");
    expect(log.at(-1)).toBe("error: Your cart could not be updated. Please try again.");
  });
});
