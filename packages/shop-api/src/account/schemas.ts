import { z } from "zod";
import { idField, requiredEmail, requiredString } from "../http/validate";

/** Request bodies of the account calls (CONTRACT.md "Account"). */

export const PASSWORD_MIN = 8;

const password = (label: string) =>
  requiredString(label, 128).pipe(
    z.string().min(PASSWORD_MIN, `The ${label} must be at least ${PASSWORD_MIN} characters.`),
  );

const sixDigitCode = z
  .preprocess(
    (v) => (typeof v === "number" && Number.isInteger(v) ? String(v).padStart(6, "0") : v),
    requiredString("code", 6),
  )
  .pipe(z.string().regex(/^\d{6}$/, "The code must be 6 digits."));

export const loginSchema = z.object({
  email: requiredString("email"), // the e-mail or the user name
  password: requiredString("password", 128),
});

export const signupSchema = z
  .object({
    username: requiredString("username", 30)
      .pipe(z.string().min(3, "The username must be at least 3 characters."))
      .pipe(
        z
          .string()
          .regex(/^[A-Za-z0-9_.-]+$/, "The username may only contain letters, numbers, dots, dashes and underscores."),
      ),
    email: requiredEmail(),
    country_id: idField("country id"),
    mobile_number: z
      .preprocess(
        (v) => (typeof v === "number" && Number.isSafeInteger(v) ? String(v) : v),
        requiredString("mobile number", 20),
      )
      .pipe(z.string().regex(/^\+?\d{6,15}$/, "The mobile number must be 6 to 15 digits.")),
    password: password("password"),
    confirm_password: requiredString("confirm password", 128),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirm_password) {
      ctx.addIssue({
        code: "custom",
        path: ["confirm_password"],
        message: "The confirm password and password must match.",
      });
    }
  });

export const codeSchema = z.object({ code: sixDigitCode, email: requiredEmail() });
export const emailSchema = z.object({ email: requiredEmail() });
/** resend-code / resend-reset-otp: the spec sends the previous code too; it is ignored. */
export const resendSchema = z.object({ email: requiredEmail(), code: z.unknown().optional() });

export const resetPasswordSchema = z
  .object({
    email: requiredEmail(),
    password: password("password"),
    confirm_password: requiredString("confirm password", 128),
    /** Handed out by otp-verification; without it no password is changed. */
    reset_token: z.string().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirm_password) {
      ctx.addIssue({
        code: "custom",
        path: ["confirm_password"],
        message: "The confirm password and password must match.",
      });
    }
  });
