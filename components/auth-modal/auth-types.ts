// Types of the modal, its views and its context, apart so that none of them imports another for a type.

/** The modal's views. */
export type AuthView = "login" | "register" | "verify" | "forgot" | "otp" | "reset";

/** What a view hands to the next one: the verification view needs the entered credentials. */
export type AuthCarry = { email: string; password?: string; remember?: boolean };

export type ViewProps = {
  carry: AuthCarry | null;
  go: (view: AuthView, carry?: AuthCarry) => void;
  close: () => void;
  headingId: string;
};
