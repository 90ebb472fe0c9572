import type { LaunchOptions } from '@playwright/test';

export declare const systemChromium: string | undefined;
export declare const chromiumArgs: string[];
export declare const launchOptions: LaunchOptions;
