import { faqPage } from "@/components/content/placeholder-pages";

export const generateMetadata = faqPage.generateMetadata;
export default faqPage.Page;
