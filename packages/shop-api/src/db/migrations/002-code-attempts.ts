/** Counts wrong guesses of a one-time code, so a code is burned after a few (no brute force of 6 digits). */
export const codeAttempts = `
ALTER TABLE customer_codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
`;
