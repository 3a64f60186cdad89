import { productSubmissionPage } from "@/components/content/placeholder-pages";

export const generateMetadata = productSubmissionPage.generateMetadata;
export default productSubmissionPage.Page;
