export declare function publish(staging: string, target: string): void;
export declare function placeFile(source: string, destination: string): void;
export declare const EARLIER_ASSETS_KEEP_MS: number;
export declare function carryOverEarlierAssets(
  previous: string,
  staging: string,
  options?: { now?: number; keepMs?: number },
): number;
