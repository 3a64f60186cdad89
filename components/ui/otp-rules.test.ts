import { applyInput, applyPaste, codeOf, emptyBoxes, fitBoxes, isAllowedChar, isComplete } from "./otp-rules";

describe("isAllowedChar", () => {
  it("allows one digit in numeric mode", () => {
    expect(isAllowedChar("7", "numeric")).toBe(true);
    expect(isAllowedChar("a", "numeric")).toBe(false);
    expect(isAllowedChar("12", "numeric")).toBe(false);
    expect(isAllowedChar("", "numeric")).toBe(false);
    expect(isAllowedChar("٣", "numeric")).toBe(false); // other scripts' digits are not code digits
  });

  it("allows letters too in letter-numeric mode", () => {
    expect(isAllowedChar("a", "letterNumeric")).toBe(true);
    expect(isAllowedChar("Z", "letterNumeric")).toBe(true);
    expect(isAllowedChar("5", "letterNumeric")).toBe(true);
    expect(isAllowedChar("-", "letterNumeric")).toBe(false);
    expect(isAllowedChar(" ", "letterNumeric")).toBe(false);
  });
});

describe("boxes", () => {
  it("starts empty and is complete only when every box is filled", () => {
    expect(emptyBoxes(4)).toEqual(["", "", "", ""]);
    expect(isComplete(emptyBoxes(4))).toBe(false);
    expect(isComplete(["1", "2", "", "4"])).toBe(false);
    expect(isComplete(["1", "2", "3", "4"])).toBe(true);
    expect(isComplete([])).toBe(false);
  });

  it("joins the code and resizes", () => {
    expect(codeOf(["1", "", "3"])).toBe("13");
    expect(fitBoxes(["1", "2", "3", "4"], 6)).toEqual(["1", "2", "3", "4", "", ""]);
    expect(fitBoxes(["1", "2", "3", "4"], 2)).toEqual(["1", "2"]);
  });
});

describe("applyPaste", () => {
  const six = emptyBoxes(6);

  it("fills every box from the first", () => {
    expect(applyPaste(six, 0, "123456", "numeric")).toEqual({ values: ["1", "2", "3", "4", "5", "6"], focus: 5 });
  });

  it("fills the remaining boxes from the focused one, cut to what fits", () => {
    expect(applyPaste(six, 3, "987654", "numeric")).toEqual({ values: ["", "", "", "9", "8", "7"], focus: 5 });
  });

  it("moves focus after a short paste", () => {
    expect(applyPaste(six, 1, "42", "numeric")).toEqual({ values: ["", "4", "2", "", "", ""], focus: 3 });
  });

  it("ignores a paste holding a disallowed character", () => {
    expect(applyPaste(six, 0, "12a456", "numeric")).toBeNull();
    expect(applyPaste(six, 0, "123 456", "numeric")).toBeNull();
    expect(applyPaste(six, 0, "12-34", "letterNumeric")).toBeNull();
  });

  it("checks the whole paste, not only the part that fits", () => {
    expect(applyPaste(six, 4, "12x", "numeric")).toBeNull();
  });

  it("drops surrounding whitespace and ignores an empty paste", () => {
    expect(applyPaste(emptyBoxes(4), 0, " 1234\n", "numeric")?.values).toEqual(["1", "2", "3", "4"]);
    expect(applyPaste(six, 0, "   ", "numeric")).toBeNull();
  });

  it("takes letters in letter-numeric mode", () => {
    expect(applyPaste(emptyBoxes(4), 0, "aB3d", "letterNumeric")?.values).toEqual(["a", "B", "3", "d"]);
  });

  it("does not change the boxes it was given", () => {
    const boxes = emptyBoxes(4);
    applyPaste(boxes, 0, "1234", "numeric");
    expect(boxes).toEqual(["", "", "", ""]);
  });
});

describe("applyInput", () => {
  const boxes = ["1", "2", "", ""];

  it("puts a typed character in the box and moves on", () => {
    expect(applyInput(boxes, 2, "3", "numeric")).toEqual({ values: ["1", "2", "3", ""], focus: 3 });
  });

  it("stays on the last box", () => {
    expect(applyInput(["1", "2", "3", ""], 3, "4", "numeric")).toEqual({ values: ["1", "2", "3", "4"], focus: 3 });
  });

  it("ignores a disallowed character", () => {
    expect(applyInput(boxes, 2, "x", "numeric")).toBeNull();
    expect(applyInput(boxes, 2, "x", "letterNumeric")?.values).toEqual(["1", "2", "x", ""]);
  });

  it("replaces the character already in the box", () => {
    expect(applyInput(boxes, 0, "17", "numeric")?.values).toEqual(["7", "2", "", ""]);
    expect(applyInput(boxes, 0, "71", "numeric")?.values).toEqual(["7", "2", "", ""]);
    expect(applyInput(boxes, 0, "11", "numeric")?.values).toEqual(["1", "2", "", ""]);
  });

  it("clears the box when emptied", () => {
    expect(applyInput(boxes, 1, "", "numeric")).toEqual({ values: ["1", "", "", ""], focus: 1 });
  });

  it("fills every box from an autofilled whole code, whichever box had focus", () => {
    expect(applyInput(emptyBoxes(4), 2, "9876", "numeric")).toEqual({ values: ["9", "8", "7", "6"], focus: 3 });
    expect(applyInput(["1", "", "", ""], 0, "1234", "numeric")?.values).toEqual(["1", "2", "3", "4"]);
  });

  it("treats other multi-character input as a paste from the box", () => {
    expect(applyInput(emptyBoxes(6), 1, "55", "numeric")).toEqual({ values: ["", "5", "5", "", "", ""], focus: 3 });
    expect(applyInput(emptyBoxes(6), 1, "5a", "numeric")).toBeNull();
  });
});
