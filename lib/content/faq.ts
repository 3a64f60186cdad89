import type { JsonLd } from "@/lib/seo/json-ld";

export type FaqEntry = { question: string; answer: string };

/** When the answers below were last reviewed, shown under them. */
export const FAQ_LAST_UPDATED = "2026-11-23";

/** Answers that hold for any shop on this storefront: ordering, payment, delivery and returns. */
export const FAQ: readonly FaqEntry[] = [
  {
    question: "How do I place an order?",
    answer:
      "Add the products you want to your cart, open the cart and choose Checkout. Sign in or create an account, check your address and pick a payment method to place the order.",
  },
  {
    question: "Do I need an account to order?",
    answer:
      "You can fill your cart as a guest. To place the order you sign in or register, so that you can follow the order and see it in your order history.",
  },
  {
    question: "Which payment methods can I use?",
    answer:
      "The methods this shop accepts are shown at checkout. Depending on the shop they include card payment and cash on delivery.",
  },
  {
    question: "Is paying by card safe?",
    answer: "Card details are entered on the payment provider's secure page and are never stored by the shop.",
  },
  {
    question: "How long does delivery take?",
    answer:
      "Most orders are shipped within two working days. The delivery time depends on where you live; you can follow the parcel once it has been shipped.",
  },
  {
    question: "How can I track my order?",
    answer:
      "Open Track Order and enter your order number and tracking number, or see the order's status under your profile when you are signed in.",
  },
  {
    question: "Can I change or cancel my order?",
    answer:
      "While an order has not been shipped you can ask for it to be cancelled from your order history. Once it has been shipped, return it instead.",
  },
  {
    question: "How do I return an item?",
    answer:
      "Items in their original condition can be returned as the refund and return policy describes. Contact us with your order number and we will tell you how to send it back.",
  },
  {
    question: "When will I get my refund?",
    answer:
      "Once the returned item has arrived and been checked, the refund is paid to the method you paid with. The refund and return policy gives the exact time.",
  },
];

/** schema.org FAQPage of the entries. */
export function faqJsonLd(entries: readonly FaqEntry[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
