import { sellerStorePage } from "@/components/content/placeholder-pages";

export const generateMetadata = sellerStorePage.generateMetadata;
export default sellerStorePage.Page;
