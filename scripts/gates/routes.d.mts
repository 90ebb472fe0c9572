export declare const routes: string[];
