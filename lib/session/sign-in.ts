/** What the sign-in page's form shows after a post (its action: app/[site]/sign-in/actions.ts). */

export type SignInState = {
  /** What went wrong with the form as a whole (wrong credentials, too many attempts, an outage). */
  message: string | null;
  /** The first message per field. */
  errors: { email?: string; password?: string };
  /** What was typed (never the password): a refused sign-in loses nothing else. */
  email: string;
  remember: boolean;
};

export const INITIAL_SIGN_IN_STATE: SignInState = { message: null, errors: {}, email: "", remember: true };

export const VERIFY_FIRST_MESSAGE =
  "This account is not verified yet. Turn JavaScript on and use login/register at the top of the page to enter the code we mailed you.";
