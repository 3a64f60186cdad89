import { comparePage } from "@/components/content/placeholder-pages";

export const generateMetadata = comparePage.generateMetadata;
export default comparePage.Page;
