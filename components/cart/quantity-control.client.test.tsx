/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { QuantityControl } from "./quantity-control.client";

function setup(quantity = 2) {
  const calls: string[] = [];
  const view = render(
    <QuantityControl
      name="Linen Shirt"
      quantity={quantity}
      onDecrement={() => calls.push("dec")}
      onIncrement={() => calls.push("inc")}
      onSet={(q) => calls.push(`set ${q}`)}
    />,
  );
  const input = screen.getByRole("textbox", { name: "Quantity of Linen Shirt" }) as HTMLInputElement;
  return { calls, input, view };
}

describe("QuantityControl", () => {
  it("has labelled minus and plus buttons", () => {
    const { calls } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Decrease quantity of Linen Shirt" }));
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity of Linen Shirt" }));
    expect(calls).toEqual(["dec", "inc"]);
  });

  it("commits a typed quantity on Enter, not on every key", () => {
    const { calls, input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.change(input, { target: { value: "12" } });
    expect(calls).toEqual([]);
    expect(input.value).toBe("12");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(calls).toEqual(["set 12"]);
  });

  it("commits on blur; an emptied field asks for 0 (the cart's minimum rule answers); no change sends nothing", () => {
    const { calls, input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.blur(input);
    expect(calls).toEqual(["set 0"]);

    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(calls).toEqual(["set 0"]);
  });

  it("drops characters that are not digits and shows the cart's quantity when not editing", () => {
    const { input, view } = setup(3);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "4a-" } });
    expect(input.value).toBe("4");
    fireEvent.blur(input);
    view.rerender(
      <QuantityControl
        name="Linen Shirt"
        quantity={7}
        onDecrement={() => {}}
        onIncrement={() => {}}
        onSet={() => {}}
      />,
    );
    expect(input.value).toBe("7");
  });
});
