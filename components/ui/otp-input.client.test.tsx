/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { OtpInput } from "./otp-input.client";

function boxes(): HTMLInputElement[] {
  return screen.getAllByRole("textbox") as HTMLInputElement[];
}

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe("OtpInput", () => {
  it("renders 4 labelled boxes by default, for one-time-code autofill and a numeric keypad", () => {
    render(<OtpInput />);
    expect(screen.getByRole("group", { name: "One-time code" }).querySelectorAll("input")).toHaveLength(4);
    expect(boxes()).toHaveLength(4);
    expect(screen.getByLabelText("Digit 1 of 4")).toBe(boxes()[0]);
    expect(screen.getByLabelText("Digit 4 of 4")).toBe(boxes()[3]);
    for (const box of boxes()) {
      expect(box.getAttribute("autocomplete")).toBe("one-time-code");
      expect(box.getAttribute("inputmode")).toBe("numeric");
    }
  });

  it("labels boxes as characters in letter-numeric mode", () => {
    render(<OtpInput length={6} letterNumeric label="Verification code" />);
    expect(screen.getByRole("group", { name: "Verification code" }).querySelectorAll("input")).toHaveLength(6);
    expect(screen.getByLabelText("Character 6 of 6").getAttribute("inputmode")).toBe("text");
  });

  it("moves to the next box as digits are typed and completes on the last one", () => {
    const onChange = jest.fn();
    const onComplete = jest.fn();
    render(<OtpInput onChange={onChange} onComplete={onComplete} />);
    const [a, b, c, d] = boxes();
    fireEvent.change(a!, { target: { value: "1" } });
    expect(document.activeElement).toBe(b);
    fireEvent.change(b!, { target: { value: "2" } });
    fireEvent.change(c!, { target: { value: "3" } });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(d!, { target: { value: "4" } });
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(["1", "12", "123", "1234"]);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith("1234");
  });

  it("ignores a letter in digit mode but takes it in letter-numeric mode", () => {
    const onChange = jest.fn();
    const { unmount } = render(<OtpInput onChange={onChange} />);
    fireEvent.change(boxes()[0]!, { target: { value: "a" } });
    expect(boxes()[0]!.value).toBe("");
    expect(onChange).not.toHaveBeenCalled();
    unmount();

    render(<OtpInput letterNumeric onChange={onChange} />);
    fireEvent.change(boxes()[0]!, { target: { value: "a" } });
    expect(boxes()[0]!.value).toBe("a");
    expect(onChange).toHaveBeenCalledWith("a");
  });

  it("fills every box from a paste into the first and completes", () => {
    const onComplete = jest.fn();
    render(<OtpInput length={6} onComplete={onComplete} />);
    paste(boxes()[0]!, "123456");
    expect(boxes().map((b) => b.value)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(onComplete).toHaveBeenCalledWith("123456");
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it("fills only the remaining boxes from the focused one", () => {
    const onChange = jest.fn();
    const onComplete = jest.fn();
    render(<OtpInput length={6} onChange={onChange} onComplete={onComplete} />);
    paste(boxes()[3]!, "987654");
    expect(boxes().map((b) => b.value)).toEqual(["", "", "", "9", "8", "7"]);
    expect(onChange).toHaveBeenLastCalledWith("987");
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("ignores a paste holding a disallowed character", () => {
    const onChange = jest.fn();
    render(<OtpInput length={6} onChange={onChange} />);
    paste(boxes()[0]!, "12-456");
    expect(boxes().map((b) => b.value)).toEqual(["", "", "", "", "", ""]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("steps back with Backspace on an empty box, clearing the previous character", () => {
    const onChange = jest.fn();
    render(<OtpInput onChange={onChange} />);
    paste(boxes()[0]!, "12");
    const third = boxes()[2]!;
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: "Backspace" });
    expect(boxes().map((b) => b.value)).toEqual(["1", "", "", ""]);
    expect(document.activeElement).toBe(boxes()[1]);
    expect(onChange).toHaveBeenLastCalledWith("1");
  });

  it("clears a filled box without moving", () => {
    render(<OtpInput />);
    paste(boxes()[0]!, "12");
    fireEvent.change(boxes()[1]!, { target: { value: "" } });
    expect(boxes().map((b) => b.value)).toEqual(["1", "", "", ""]);
  });

  it("moves with the arrow keys, Home and End", () => {
    render(<OtpInput />);
    const [a, b, , d] = boxes();
    a!.focus();
    fireEvent.keyDown(a!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(b);
    fireEvent.keyDown(b!, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(a);
    fireEvent.keyDown(a!, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(a);
    fireEvent.keyDown(a!, { key: "End" });
    expect(document.activeElement).toBe(d);
  });

  it("completes again only after a real change", () => {
    const onComplete = jest.fn();
    render(<OtpInput onComplete={onComplete} />);
    paste(boxes()[0]!, "1234");
    fireEvent.change(boxes()[3]!, { target: { value: "44" } }); // the same digit typed again
    expect(onComplete).toHaveBeenCalledTimes(1);
    fireEvent.change(boxes()[3]!, { target: { value: "45" } });
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith("1235");
  });

  it("takes an autofilled code dropped into one box", () => {
    const onComplete = jest.fn();
    render(<OtpInput length={6} onComplete={onComplete} />);
    fireEvent.change(boxes()[2]!, { target: { value: "246810" } });
    expect(onComplete).toHaveBeenCalledWith("246810");
  });

  it("submits the code with a form when named, and marks itself invalid", () => {
    const { container } = render(<OtpInput name="code" invalid describedBy="code-error" />);
    paste(boxes()[0]!, "4321");
    expect((container.querySelector('input[name="code"]') as HTMLInputElement).value).toBe("4321");
    expect(boxes()[0]!.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("group").getAttribute("aria-describedby")).toBe("code-error");
  });
});
