import { FAQ, faqJsonLd } from "./faq";

describe("FAQ", () => {
  it("has nine questions, each once, each answered", () => {
    expect(FAQ).toHaveLength(9);
    expect(new Set(FAQ.map((e) => e.question)).size).toBe(9);
    for (const entry of FAQ) expect(entry.answer.length).toBeGreaterThan(20);
  });

  it("is described as a FAQPage of questions with accepted answers", () => {
    const ld = faqJsonLd(FAQ.slice(0, 1));
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: FAQ[0]!.question, acceptedAnswer: { "@type": "Answer", text: FAQ[0]!.answer } },
      ],
    });
  });
});
