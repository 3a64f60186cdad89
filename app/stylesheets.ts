// Every stylesheet of the app, imported once by the root layout: the build then makes them one
// chunk, the only render-blocking request of every page (about 12 KB gzip, cached across pages),
// instead of one per layout and page. Components still import their own modules for class names.
import "./base.module.css";
import "@/components/ui/controls.module.css";
import "./[site]/about-us/about.module.css";
import "@/components/auth-modal/auth-modal.module.css";
import "@/components/auth-modal/code-views.module.css";
import "@/components/cart-popup/cart-popup.module.css";
import "@/components/cart/cart-page.module.css";
import "@/components/catalogue/carousel.module.css";
import "@/components/catalogue/catalogue.module.css";
import "@/components/catalogue/listing/listing.module.css";
import "@/components/checkout/checkout.module.css";
import "@/components/checkout/order-totals.module.css";
import "@/components/checkout/receipt.module.css";
import "@/components/consent/consent.module.css";
import "@/components/content/content.module.css";
import "@/components/footer/site-footer.module.css";
import "@/components/ui/field.module.css";
import "@/components/header/site-header.module.css";
import "@/components/home/home.module.css";
import "@/components/order-preview/order-preview.module.css";
import "@/components/ui/otp-input.module.css";
import "@/components/page/page.module.css";
import "@/components/payments/payments.module.css";
import "@/components/product/product.module.css";
import "@/components/profile/profile.module.css";
import "@/components/search/search.module.css";
import "@/components/track-order/track-order.module.css";
import "@/components/wishlist/wishlist-page.module.css";
import "@/components/wishlist/wishlist.module.css";
