import { sellerProfilePage } from "@/components/content/placeholder-pages";

export const generateMetadata = sellerProfilePage.generateMetadata;
export default sellerProfilePage.Page;
