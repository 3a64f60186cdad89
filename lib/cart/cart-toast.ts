// The toasts of a line added or changed, verbatim from the spec (its wording included), whichever way it was written.

export function addedToCartToast(name: string): string {
  return `${name} is Add to cart`;
}

export function updatedCartToast(name: string): string {
  return `${name} is Update to cart`;
}
