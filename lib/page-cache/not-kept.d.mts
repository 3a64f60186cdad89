export declare const NOT_KEPT_TAG: string;
