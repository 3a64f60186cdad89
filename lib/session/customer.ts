/** A signed-in customer as the shop API knows them: the shop's origin and the customer's token. Never cached. */
export type Customer = { origin: string; token: string };
