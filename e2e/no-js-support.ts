import type { Browser, Locator, Page } from "@playwright/test";
import { catalogueApi, type ApiItem } from "./catalogue-api";
import type { Customer } from "./cart-support";

/** The specs of the signed-in funnel without JavaScript: every form there is a plain HTML post to a Server Action. */

export async function pageWithoutJavaScript(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
  return context.newPage();
}

export async function signInOnPage(page: Page, customer: Pick<Customer, "email" | "password">): Promise<void> {
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Username or E-mail").fill(customer.email);
  await form.getByLabel("Password", { exact: true }).fill(customer.password);
  await form.getByRole("button", { name: "Login" }).click();
}

export async function addOnPage(page: Page, quantity: string): Promise<void> {
  const form = page.getByRole("form", { name: "Add to cart" });
  await form.getByRole("textbox", { name: "Quantity" }).fill(quantity);
  await form.getByRole("button", { name: "add to cart" }).click();
}

/** A visible product of the newest with other variants, one of them with `stock` units; and a product of another kind. */
export async function variantAndOther(
  request: Parameters<typeof catalogueApi>[0],
  origin: string,
  stock: number,
): Promise<{ first: ApiItem; variant: ApiItem; other: ApiItem }> {
  const api = catalogueApi(request, origin);
  const latest = (await api.latest()).filter((i) => i.status === 1);
  for (const first of latest) {
    const variants = (await api.product(first.uuid)).variant;
    const variant = variants.find((v) => v.uuid !== first.uuid && v.status === 1 && v.stock >= stock);
    const other = latest.find((i) => i.stock >= 1 && !variants.some((v) => v.uuid === i.uuid));
    if (variant && other) return { first, variant, other };
  }
  throw new Error(`the seed of ${origin} has no product with a variant in stock`);
}

export async function fillNewAddress(page: Page, street: string) {
  const group = page.getByRole("group", { name: "Shipping address" });
  await group.getByLabel("Name").fill("No Script");
  await group.getByLabel("Country").selectOption({ index: 1 });
  await group.getByLabel("Address 1").fill(street);
  await group.getByLabel("City").fill("Leeds");
  await group.getByLabel("State").fill("Yorkshire");
  await group.getByLabel("Zip code").fill("LS1");
}

export function historyRow(page: Page, orderNumber: string): Locator {
  return page
    .getByTestId("history-row")
    .filter({ has: page.getByRole("rowheader", { name: orderNumber, exact: true }) });
}
