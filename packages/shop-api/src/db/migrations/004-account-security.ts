/**
 * Account hardening: codes are kept as keyed hashes (the `code` column now holds one), a confirmed
 * reset code carries the hash of the one-time reset token it handed out, wrong guesses are counted
 * per account across re-issued codes with a cooldown, and a token version lets logout and password
 * reset revoke every token a customer holds.
 */
export const accountSecurity = `
ALTER TABLE customer_codes ADD COLUMN reset_token_hash TEXT;
ALTER TABLE customers ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN code_failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN code_locked_until TEXT;
`;
